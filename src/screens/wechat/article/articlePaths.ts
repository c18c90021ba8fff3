/** 图文管理's addresses (CONTRACT-MEMBERS 5.9: the list, and the form's hidden menus 235 and 236). */
export const ARTICLE_LIST_PATH = '/wechat/wearticle';
export const ARTICLE_ADD_PATH = '/wechat/artadd';
export const articleEditPath = (id: number): string => `/wechat/artadd/${id}`;
