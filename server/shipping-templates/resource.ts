import type { Resource } from '../resource';
import { ShippingTemplateRepository } from './repository';
import { shippingTemplateRoutes } from './routes';
import { shippingTemplateSeed } from './seed';

declare module '../context' {
  interface AppContext {
    shippingTemplates: ShippingTemplateRepository;
  }
}

/** 运费模板 (issue 24): `api/yxShippingTemplates`, with the province/city list `citys`. */
export const shippingTemplates: Resource = {
  name: 'shippingTemplates',
  seed: shippingTemplateSeed,
  prefix: '/api/yxShippingTemplates',
  services: (ctx) => ({ shippingTemplates: new ShippingTemplateRepository(ctx.db) }),
  routes: shippingTemplateRoutes,
};
