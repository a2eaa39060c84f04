import type { LeadReceivedEvent } from '@sdp/shared';
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

/** Shows 'New lead' with the name and site for every pushed lead:received (spec toasts: 1, 5 s). */
export function useLeadToast(): void {
  useRealtimeEvent('lead:received', (e) => {
    void leadToastMessage(e).then((message) => toast({ type: 'success', title: 'New lead', message }));
  });
}

/** Mounted once in the authenticated layout. */
export function LeadToaster() {
  useLeadToast();
  return null;
}
