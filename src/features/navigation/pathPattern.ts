/*
 * Menu paths with parameters (yshop's hidden 商品修改 `/shop/goodsEdit/:id`, 订单详情
 * `/order/detail/:id`, eladmin's 生成配置 `generator/config/:tableName`): a segment
 * `:name` stands for any one non-empty segment of the address, handed to the page as a
 * parameter. Nothing else is special (no optional or splat segments: the back ends send
 * none).
 */

export type PathParams = Readonly<Record<string, string>>;

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

/** Whether a route's path carries a parameter. */
export const hasParams = (path: string): boolean => path.includes('/:');

/** A compiled pattern: the parameters of a path it matches, else undefined. */
export function compilePattern(pattern: string): (path: string) => PathParams | undefined {
  const parts = segmentsOf(pattern);
  return (path) => {
    const segments = segmentsOf(path);
    if (segments.length !== parts.length) return undefined;
    const params: Record<string, string> = {};
    for (let i = 0; i < parts.length; i += 1) {
      const part = parts[i]!;
      const segment = segments[i]!;
      if (part.startsWith(':') && part.length > 1) {
        let value: string;
        try {
          value = decodeURIComponent(segment);
        } catch {
          return undefined;
        }
        params[part.slice(1)] = value;
      } else if (part !== segment) return undefined;
    }
    return params;
  };
}

/** The pattern with its parameters filled in (`/shop/goodsEdit/:id` with `{ id: 5 }` is `/shop/goodsEdit/5`). */
export function fillPattern(pattern: string, params: Readonly<Record<string, string | number>>): string {
  return pattern.replace(/\/:([^/]+)/g, (whole, name: string) => (Object.hasOwn(params, name) ? `/${encodeURIComponent(String(params[name]))}` : whole));
}
