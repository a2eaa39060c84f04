import { SettingsSection } from './section';

/** Appearance: the one built-in theme for now; choosing and making themes comes with the themes work. */
export function AppearanceSection() {
  return (
    <SettingsSection id="appearance" title="Appearance" description="How the app looks on this device.">
      <p className="text-sm text-muted-foreground">
        The app uses its dark theme (default-dark). Choosing other themes and making your own is not available
        yet.
      </p>
    </SettingsSection>
  );
}
