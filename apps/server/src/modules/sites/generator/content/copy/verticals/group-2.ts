// Per-vertical copy, group 2 of 3 (one file per vertical beside this one; see ../types.ts).
import type { VerticalCopy } from '../types';
import { applianceRepair } from './appliance-repair';
import { autoGlass } from './auto-glass';
import { autoRepair } from './auto-repair';
import { bailBonds } from './bail-bonds';
import { bathroomRemodeling } from './bathroom-remodeling';
import { carpetCleaning } from './carpet-cleaning';
import { flooring } from './flooring';
import { homeInspection } from './home-inspection';
import { homeSecurity } from './home-security';
import { houseCleaning } from './house-cleaning';
import { insuranceAgent } from './insurance-agent';
import { junkRemoval } from './junk-removal';
import { kitchenRemodeling } from './kitchen-remodeling';
import { mortgageBroker } from './mortgage-broker';
import { moving } from './moving';
import { realEstateAgent } from './real-estate-agent';
import { septic } from './septic';
import { taxPreparation } from './tax-preparation';
import { towing } from './towing';
import { veterinarian } from './veterinarian';

export const GROUP_2: readonly VerticalCopy[] = [
  flooring,
  kitchenRemodeling,
  bathroomRemodeling,
  homeInspection,
  junkRemoval,
  carpetCleaning,
  houseCleaning,
  moving,
  applianceRepair,
  septic,
  homeSecurity,
  towing,
  autoGlass,
  autoRepair,
  realEstateAgent,
  mortgageBroker,
  insuranceAgent,
  taxPreparation,
  bailBonds,
  veterinarian,
];
