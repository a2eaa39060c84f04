import { Check, Download, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useInstallPrompt } from '../hooks/use-install-prompt';

export function InstallCard() {
  const { visible, install, dismiss } = useInstallPrompt();
  if (!visible) return null;
  return (
    <aside
      aria-label="Install the app"
      data-testid="install-card"
      className="fixed bottom-20 left-4 right-4 z-50 rounded-xl border border-border bg-popover p-5 shadow-2xl sm:left-auto sm:w-96 md:bottom-6"
    >
      <button
        type="button"
        aria-label="Close"
        onClick={dismiss}
        className="absolute right-3 top-3 rounded-sm text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
      <div className="flex items-start gap-3">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-blue-500 to-violet-500">
          <Download className="size-5 text-white" aria-hidden="true" />
        </div>
        <div>
          <h2 className="font-semibold">Install SEO Domination</h2>
          <ul className="mt-2 space-y-1 text-sm text-muted-foreground">
            <li className="flex items-center gap-2">
              <Check className="size-4 text-emerald-400" aria-hidden="true" />
              Works offline with cached data
            </li>
            <li className="flex items-center gap-2">
              <Check className="size-4 text-emerald-400" aria-hidden="true" />
              Native app-like experience
            </li>
          </ul>
        </div>
      </div>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="ghost" onClick={dismiss}>
          Not Now
        </Button>
        <Button onClick={() => void install()}>Install App</Button>
      </div>
    </aside>
  );
}
