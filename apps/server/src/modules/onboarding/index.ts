import { defineModule } from '../../lib/module';
import { onboardingRoutes } from './onboarding.routes';
import { createOnboardingService, type OnboardingService } from './onboarding.service';

export type { OnboardingService } from './onboarding.service';

declare module '../../lib/module' {
  interface ModuleServices {
    /** The team's market focus from onboarding (verticals, home state). */
    onboarding: OnboardingService;
  }
}

/** Onboarding: the team's market focus, where discovery opens (docs/product/api.md, Onboarding). */
export const onboardingModule = defineModule({
  name: 'onboarding',
  provides: ['onboarding'],
  create: ({ deps }) => {
    const onboarding = createOnboardingService(deps);
    return { services: { onboarding }, routes: (app) => onboardingRoutes(app, { onboarding }) };
  },
});
