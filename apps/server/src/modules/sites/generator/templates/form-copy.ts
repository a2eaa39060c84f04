// The form's heading and button in the words of each kind of business: a quote for trades, a
// consultation for lawyers, an appointment for clinics. The contact page's full form stays generic.
import type { VerticalGroup } from '../content/services';
import type { FormConfig } from './form';

type Words = Pick<FormConfig, 'heading' | 'button' | 'note' | 'size'>;

const SHORT: Record<VerticalGroup, Omit<Words, 'size'>> = {
  home: {
    heading: 'Get a quote',
    button: 'Get my quote',
    note: 'Tell us what you need and how to reach you.',
  },
  auto: {
    heading: 'Get a quote',
    button: 'Get my quote',
    note: 'Tell us about your vehicle and how to reach you.',
  },
  service: {
    heading: 'Get a quote',
    button: 'Get my quote',
    note: 'Tell us what you need and how to reach you.',
  },
  legal: {
    heading: 'Request a consultation',
    button: 'Request a consultation',
    note: 'A few words about your situation are enough to start.',
  },
  health: {
    heading: 'Request an appointment',
    button: 'Request an appointment',
    note: 'Leave your number and the best time to call.',
  },
  finance: {
    heading: 'Request a consultation',
    button: 'Book a consultation',
    note: 'Tell us what you are planning.',
  },
  care: { heading: 'Reach out', button: 'Send request', note: 'Tell us a little about the situation.' },
};

/** The short label of every button that leads to the form (header, call bar, closing band). */
const QUOTE_LABEL: Record<VerticalGroup, string> = {
  home: 'Get a quote',
  auto: 'Get a quote',
  service: 'Get a quote',
  legal: 'Talk to a lawyer',
  health: 'Request a visit',
  finance: 'Request a call',
  care: 'Reach out',
};

export const quoteLabel = (group: VerticalGroup) => QUOTE_LABEL[group];

export function formFor(size: 'short' | 'full', group: VerticalGroup): Words {
  if (size === 'full')
    return {
      size,
      heading: 'Send us a message',
      button: 'Send request',
      note: 'Leave a phone number or an e-mail address so we can reply.',
    };
  return { size, ...SHORT[group] };
}
