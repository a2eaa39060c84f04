import { Card, CardContent } from '@/components/ui/card';
import { ContactForm } from '@/features/contact';
import { PublicPage } from '@/features/marketing';

export default function ContactRoute() {
  return (
    <PublicPage
      title="Contact"
      intro="Questions, feedback or a problem with this installation? Send a message to the people who run it."
    >
      <Card>
        <CardContent className="pt-6">
          <ContactForm />
        </CardContent>
      </Card>
    </PublicPage>
  );
}
