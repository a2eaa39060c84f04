import { useQueryClient } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { getSiteChat } from '../api/chats';
import { chatKeys } from '../api/keys';
import { useOpenChat } from './chat-button';

/** "Site chat" on a site's screen: makes the site's chat if need be and opens it in the header's panel. */
export function SiteChatButton({ siteId }: { siteId: string }) {
  const { open } = useOpenChat();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const chat = await getSiteChat(siteId);
      qc.setQueryData(chatKeys.site(siteId), chat);
      await qc.invalidateQueries({ queryKey: chatKeys.list() });
      open(chat.id);
    } catch (err) {
      toast({ type: 'error', title: 'Could not open the site chat', message: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => void onClick()}
      disabled={busy}
      data-testid="site-chat-button"
    >
      <MessagesSquare aria-hidden="true" />
      Site chat
    </Button>
  );
}
