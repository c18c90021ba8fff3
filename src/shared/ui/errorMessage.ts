/** The message of a failed call (an ApiError) or any thrown error, for showing inline. */
export function errorMessage(error: unknown, fallback = '操作失败'): string {
  if (error !== null && typeof error === 'object') {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}
