import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { ContactForm } from '@/features/contact';
import { createQueryClient } from '@/lib/query-client';

/** The contact form with what it needs, as rendered at build time and hydrated by entry-contact. */
export function ContactIsland() {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <ContactForm />
    </QueryClientProvider>
  );
}
