import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ContactForm } from '@/features/contact';
import { createQueryClient } from '@/lib/query-client';

/**
 * The contact form with what it needs, as rendered at build time and hydrated by entry-contact. Its
 * fields stay disabled until the form is live, so nothing typed or sent before that is lost.
 */
export function ContactIsland() {
  const [client] = useState(createQueryClient);
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <QueryClientProvider client={client}>
      <fieldset disabled={!live} className="min-w-0" data-live={live}>
        <ContactForm />
      </fieldset>
    </QueryClientProvider>
  );
}
