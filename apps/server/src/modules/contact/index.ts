import { defineModule } from '../../lib/module';
import { contactRoutes } from './contact.routes';
import { type ContactService, createContactService } from './contact.service';

declare module '../../lib/module' {
  interface ModuleServices {
    /** Messages from the public contact form, stored and mailed to the operator. */
    contact: ContactService;
  }
}

/**
 * The contact form: the smallest module, and the worked example of docs/architecture.md#adding-a-module.
 */
export const contactModule = defineModule({
  name: 'contact',
  provides: ['contact'],
  create: ({ deps }) => {
    const contact = createContactService(deps);
    return {
      services: { contact },
      routes: (app) => contactRoutes(app, { contact, config: deps.config }),
    };
  },
});
