import { AppearancePanel } from '@/features/themes';
import { SettingsSection } from './section';

/** Appearance: the theme, dark mode, and making, editing and importing themes (docs/themes.md). */
export function AppearanceSection() {
  return (
    <SettingsSection id="appearance" title="Appearance" description="How the app looks in this browser.">
      <AppearancePanel />
    </SettingsSection>
  );
}
