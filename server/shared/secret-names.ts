/**
 * The names under which a value is a secret, wherever it travels: the operation log masks
 * them (logs/mask.ts), and the shop config masks them in its own log body too
 * (system-config/keys.ts), so a secret config key the log would not know cannot be added
 * without a failing test. Passwords (plain or RSA ciphertext), tokens, secrets, every
 * `...key` (`privateKey`, `secretKey`, `accessKey`, `wxpay_mchKey`, `exp_appKey`,
 * `wechat_encodingaeskey`, `tengxun_map_key`, `sms_access_key`: CONTRACT-TOOLS' redaction
 * list and the shop config's), and a member's payment accounts and identity number
 * (issue 32: yshop's console sends the whole withdrawal with 审核, the whole member with 修改用户).
 */
const SECRET_NAME = /pass|pwd|token|secret|cipher|authorization|key(?:$|_)|bank_?code|alipay_?code|card_?id|^wechat$/i;

/** Whether a value under this name is never written to a log. */
export const isSecretName = (name: string): boolean => SECRET_NAME.test(name);
