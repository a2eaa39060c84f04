import { zodResolver } from '@hookform/resolvers/zod';
import { contactRequestSchema } from '@sdp/shared';
import { CheckCircle2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { useSendContact } from '../api/send-contact';

type Values = z.input<typeof contactRequestSchema>;

export function ContactForm() {
  const mutation = useSendContact();
  const { register, handleSubmit, reset, formState } = useForm<Values>({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: { name: '', email: '', subject: '', message: '' },
  });
  const { errors } = formState;

  if (mutation.isSuccess) {
    return (
      <div className="space-y-4 py-6 text-center" data-testid="contact-sent" role="status">
        <CheckCircle2 className="mx-auto size-10 text-emerald-400" aria-hidden="true" />
        <h2 className="text-lg font-semibold">Message sent</h2>
        <p className="text-sm text-muted-foreground">
          Thank you. The operator of this installation will reply by e-mail.
        </p>
        <Button
          variant="outline"
          onClick={() => {
            reset();
            mutation.reset();
          }}
        >
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form
      onSubmit={handleSubmit((v) => mutation.mutate({ ...v, subject: v.subject?.trim() || undefined }))}
      noValidate
      className="space-y-4"
      aria-label="Contact"
    >
      {mutation.isError && <Alert variant="error">{errorMessage(mutation.error)}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="contact-name" label="Name" error={errors.name?.message}>
          <Input id="contact-name" autoComplete="name" aria-invalid={!!errors.name} {...register('name')} />
        </FormField>
        <FormField id="contact-email" label="Email" error={errors.email?.message}>
          <Input
            id="contact-email"
            type="email"
            autoComplete="email"
            aria-invalid={!!errors.email}
            {...register('email')}
          />
        </FormField>
      </div>
      <FormField id="contact-subject" label="Subject (optional)">
        <Input id="contact-subject" {...register('subject')} />
      </FormField>
      <FormField id="contact-message" label="Message" error={errors.message?.message}>
        <Textarea id="contact-message" rows={6} aria-invalid={!!errors.message} {...register('message')} />
      </FormField>
      <Button type="submit" variant="gradient" disabled={mutation.isPending}>
        {mutation.isPending ? 'Sending...' : 'Send message'}
      </Button>
    </form>
  );
}
