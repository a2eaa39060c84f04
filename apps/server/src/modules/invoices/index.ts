import { defineModule } from '../../lib/module';
import { invoicesRoutes } from './invoices.routes';
import { createInvoicesService, type InvoicesService } from './invoices.service';

export type { InvoicesService, IssueInput } from './invoices.service';

declare module '../../lib/module' {
  interface ModuleServices {
    /** Invoices: gapless numbers, immutable rows, their PDFs; issued and marked paid by billing. */
    invoices: InvoicesService;
  }
}

/** Invoices (docs/invoices.md). */
export const invoicesModule = defineModule({
  name: 'invoices',
  provides: ['invoices'],
  create: ({ deps }) => {
    const invoices = createInvoicesService(deps);
    return {
      services: { invoices },
      routes: (app) => invoicesRoutes(app, { invoices }),
    };
  },
});
