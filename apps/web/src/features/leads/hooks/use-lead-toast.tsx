import type { LeadReceivedEvent } from '@sdp/shared';
import { useQuery } from '@tanstack/react-query';
import { notificationSettingsQueryOptions } from '@/features/account';
import { useRealtimeEvent } from '@/lib/realtime';
import { toast } from '@/lib/toast-store';
import { getLead } from '../api/get-leads';

/** 'Jane Doe · Roofing in Boise, ID': the lead's name and site (read by id for the site's name). */
export async function leadToastMessage(e: LeadReceivedEvent, read = getLead): Promise<string> {
  let name = e.name;
  let site = e.vertical;
  try {
    const lead = await read(e.leadId);
    name = lead.name || name;
    site = lead.siteName || site;
  } catch {
    /* the event's own fields are enough */
  }
  return [name || 'Someone', site].filter(Boolean).join(' · ');
}

/**
 * Shows 'New lead' with the name and site for every pushed lead:received (spec toasts: 1, 5 s),
 * unless the user turned in-app lead notifications off: the push still arrives (it keeps the
 * screens fresh), only the toast is left out (docs/account.md#notifications).
 */
export function useLeadToast(): void {
  const settings = useQuery(notificationSettingsQueryOptions());
  const muted = settings.data?.kinds.lead_received.push === false;
  useRealtimeEvent('lead:received', (e) => {
    if (muted) return;
    void leadToastMessage(e).then((message) => toast({ type: 'success', title: 'New lead', message }));
  });
}

/** Mounted once in the authenticated layout. */
export function LeadToaster() {
  useLeadToast();
  return null;
}
