import { Card, CardContent } from '@/components/ui/card';
import { ContactForm } from '@/features/contact';
import { Island, PublicPage } from '@/features/marketing';
import { CONTACT_ISLAND_ID } from '@/prerender/island-ids';

export default function ContactRoute() {
  return (
    <PublicPage
      title="Contact"
      intro="Questions, feedback or a problem with this installation? Send a message to the people who run it."
    >
      <Card>
        <CardContent className="pt-6">
          <Island id={CONTACT_ISLAND_ID}>
            <ContactForm />
          </Island>
        </CardContent>
      </Card>
    </PublicPage>
  );
}
