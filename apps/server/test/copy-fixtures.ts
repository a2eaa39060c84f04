// Per-vertical copy used by the tests until the real copy (content/copy/verticals/) is merged: an
// emergency trade with around-the-clock services, a planned trade and a legal kind. Passed to
// buildSite through BuildOptions.copy, so they test the writer whatever the registry holds.
import type { VerticalCopy } from '../src/modules/sites/generator/content/copy';
import { DUI_LAWYER_COPY } from './copy-fixture-dui';
import { FENCING_COPY } from './copy-fixture-fencing';
import { PLUMBING_COPY } from './copy-fixture-plumbing';

export { DUI_LAWYER_COPY, FENCING_COPY, PLUMBING_COPY };

export const COPY_FIXTURES: readonly VerticalCopy[] = [PLUMBING_COPY, FENCING_COPY, DUI_LAWYER_COPY];
