// Per-vertical copy, group 2 of 3 (one file per vertical beside this one; see ../types.ts).
import type { VerticalCopy } from '../types';
import { APPLIANCE_REPAIR } from './appliance-repair';
import { AUTO_GLASS } from './auto-glass';
import { AUTO_REPAIR } from './auto-repair';
import { BAIL_BONDS } from './bail-bonds';
import { BATHROOM_REMODELING } from './bathroom-remodeling';
import { CARPET_CLEANING } from './carpet-cleaning';
import { FLOORING } from './flooring';
import { HOME_INSPECTION } from './home-inspection';
import { HOME_SECURITY } from './home-security';
import { HOUSE_CLEANING } from './house-cleaning';
import { INSURANCE_AGENT } from './insurance-agent';
import { JUNK_REMOVAL } from './junk-removal';
import { KITCHEN_REMODELING } from './kitchen-remodeling';
import { MORTGAGE_BROKER } from './mortgage-broker';
import { MOVING } from './moving';
import { REAL_ESTATE_AGENT } from './real-estate-agent';
import { SEPTIC } from './septic';
import { TAX_PREPARATION } from './tax-preparation';
import { TOWING } from './towing';
import { VETERINARIAN } from './veterinarian';

export const GROUP_2: readonly VerticalCopy[] = [
  FLOORING,
  KITCHEN_REMODELING,
  BATHROOM_REMODELING,
  HOME_INSPECTION,
  JUNK_REMOVAL,
  CARPET_CLEANING,
  HOUSE_CLEANING,
  MOVING,
  APPLIANCE_REPAIR,
  SEPTIC,
  HOME_SECURITY,
  TOWING,
  AUTO_GLASS,
  AUTO_REPAIR,
  REAL_ESTATE_AGENT,
  MORTGAGE_BROKER,
  INSURANCE_AGENT,
  TAX_PREPARATION,
  BAIL_BONDS,
  VETERINARIAN,
];
