// A small set of line icons (24 x 24, drawn with the stroke's currentColor) inlined where they are
// used, so a site fetches nothing: service cards pick one by keyword, then by the vertical's group.
import type { VerticalGroup } from '../content/services';

const PATHS = {
  home: 'M3 11.5 12 4l9 7.5M5.5 10v10h13V10M10 20v-5.5h4V20',
  roof: 'M2 13 12 4l10 9M5 11v9h14v-9M15.5 7V4.5h2.5v4.8',
  wrench: 'M14.7 6.3a4 4 0 0 0-5.4 5.4L3.5 17.5l3 3 5.8-5.8a4 4 0 0 0 5.4-5.4l-2.4 2.4-2.6-.5-.5-2.6z',
  drop: 'M12 3s6.5 7.2 6.5 11.5a6.5 6.5 0 0 1-13 0C5.5 10.2 12 3 12 3zM9 15a3 3 0 0 0 3 3',
  bolt: 'M13 2 4.5 13.5H11L10 22l8.5-11.5H12z',
  flame:
    'M12 3c.8 3.2 5.5 5.3 5.5 10.5a5.5 5.5 0 0 1-11 0c0-2.8 1.6-4.4 2.3-6.2 1.2 1 1.7 2.4 1.7 3.7 1.2-1.4 1.8-4.5 1.5-8z',
  snow: 'M12 2v20M3.5 7l17 10M3.5 17l17-10M9 3.5l3 2 3-2M9 20.5l3-2 3 2',
  thermo: 'M10 14.5V4.5a2 2 0 0 1 4 0v10a4 4 0 1 1-4 0zM12 9v8',
  shield: 'M12 3 4.5 6v5.5c0 4.8 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.7 7.5-9.5V6zM8.8 12l2.2 2.2 4.3-4.4',
  badge: 'M3.5 5.5h17v13h-17zM7 9.5h5M7 13h10M7 16h6.5',
  calendar: 'M4 6h16v14H4zM4 10.5h16M8.5 3.5v4M15.5 3.5v4',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5V12l3 2',
  star: 'M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9-5.2-2.8-5.3 2.8 1-5.9-4.2-4.1 5.9-.8z',
  phone:
    'M6.5 3.5h3l1.6 4.3-2.1 1.4a11.5 11.5 0 0 0 5.8 5.8l1.4-2.1 4.3 1.6v3a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.5 5.7a2 2 0 0 1 2-2.2z',
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  check: 'M4.5 12.5l4.5 4.5L19.5 6.5',
  hammer: 'M13.5 3.5 20.5 10.5 18 13l-7-7zM12.3 7.7 3.5 16.5l3 3 8.8-8.8',
  roller: 'M4 4h13v5H4zM17 6.5h3v5.5h-8.5V15M10.5 15h2v6h-2z',
  sun: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8',
  key: 'M15 3a6 6 0 0 0-5.6 8.2L3 17.6V21h3.5v-2h2v-2h2l1.8-1.8A6 6 0 1 0 15 3zM16.5 6.2a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6z',
  truck:
    'M2 6h12v10.5H2zM14 9.5h4l3 3.5v3.5h-7M6.5 20a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17.5 20a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  car: 'M3.5 16.5V12l2.3-5.5h12.4l2.3 5.5v4.5zM3.5 12h17M6 16.5V19h2.5v-2.5M15.5 16.5V19H18v-2.5M7 14h1.5M15.5 14H17',
  tooth:
    'M7.5 3.5c-2.6 0-4 2-4 4.8 0 2.9 1.6 4.3 2 6.7.4 2.2.9 5.5 2.3 5.5 1.3 0 1.7-3.3 2.4-4.8.4-.9.8-1.4 1.8-1.4s1.4.5 1.8 1.4c.7 1.5 1.1 4.8 2.4 4.8 1.4 0 1.9-3.3 2.3-5.5.4-2.4 2-3.8 2-6.7 0-2.8-1.4-4.8-4-4.8-2 0-2.8 1-4.5 1s-2.5-1-4.5-1z',
  pulse:
    'M20.5 8.8a4.8 4.8 0 0 0-8.5-3 4.8 4.8 0 0 0-8.5 3C3.5 14 12 20 12 20s8.5-6 8.5-11.2zM3.5 12h5l1.5-3 3 6 1.5-3h6',
  scale: 'M12 3.5V20M7 20.5h10M5 7h14M5 7l-3 7a3 3 0 0 0 6 0zM19 7l-3 7a3 3 0 0 0 6 0z',
  doc: 'M6 2.5h8.5l4.5 4.5v14.5H6zM14 2.5V7.5h5M9 12.5h7M9 16.5h7',
  coin: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM15 9.3c-.5-1-1.6-1.6-3-1.6-1.8 0-3 .9-3 2.2 0 3 6 1.5 6 4.4 0 1.3-1.2 2.2-3 2.2-1.5 0-2.6-.6-3.1-1.6M12 6v1.7M12 16.5V18',
  leaf: 'M5 20.5C5 11.5 10 6 20.5 4.5 19.5 15 14 20 5 20.5zM5 20.5l8.5-8.5',
  bug: 'M8.5 8.5a3.5 3.5 0 0 1 7 0v1h-7zM6.5 10h11v4.5a5.5 5.5 0 0 1-11 0zM12 10v10M3 13h3.5M17.5 13H21M4 19l2.8-1.6M20 19l-2.8-1.6M4.5 7l2.3 1.5M19.5 7l-2.3 1.5',
  sparkle:
    'M11 3l1.8 5.2L18 10l-5.2 1.8L11 17l-1.8-5.2L4 10l5.2-1.8zM18.5 14.5l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8z',
  paw: 'M12 12.5c-3 0-5.8 3.6-5.8 6 0 1.4.9 2 2.3 2 1.3 0 2.3-.8 3.5-.8s2.2.8 3.5.8c1.4 0 2.3-.6 2.3-2 0-2.4-2.8-6-5.8-6zM6 7.8a1.7 2.1 0 1 0 0 4.2 1.7 2.1 0 0 0 0-4.2zM18 7.8a1.7 2.1 0 1 0 0 4.2 1.7 2.1 0 0 0 0-4.2zM9.5 3.5a1.7 2.1 0 1 0 0 4.2 1.7 2.1 0 0 0 0-4.2zM14.5 3.5a1.7 2.1 0 1 0 0 4.2 1.7 2.1 0 0 0 0-4.2z',
  window: 'M4 3.5h16v17H4zM12 3.5v17M4 12h16',
  search: 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.3 15.3 21 21',
  siren: 'M7 17.5v-5a5 5 0 0 1 10 0v5M5 17.5h14V21H5zM12 2.5v2.5M4.2 6.2l1.6 1.6M19.8 6.2l-1.6 1.6',
  people:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 21v-.5a6.5 6.5 0 0 1 13 0v.5M16.5 4.3a3.5 3.5 0 0 1 0 6.4M21.5 21v-.5a6.5 6.5 0 0 0-3.8-5.9',
  eye: 'M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  bricks:
    'M3 5h18v14H3zM3 9.7h18M3 14.3h18M9 5v4.7M15 5v4.7M6 9.7v4.6M12 9.7v4.6M18 9.7v4.6M9 14.3V19M15 14.3V19',
  bath: 'M3 12h18v2.5a5.5 5.5 0 0 1-5.5 5.5h-7A5.5 5.5 0 0 1 3 14.5zM6 12V5.5a2 2 0 0 1 4 0M6.5 20l-1 1.8M17.5 20l1 1.8',
  mail: 'M3.5 5.5h17v13h-17zM3.5 6.5l8.5 6.5 8.5-6.5',
  arrow: 'M5 12h14M13 6l6 6-6 6',
} as const;

export type IconName = keyof typeof PATHS;

/** An inline icon; decorative (aria-hidden), the text beside it names the thing. */
export function icon(name: IconName, cls = 'ic'): string {
  return `<svg class="${cls}" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${PATHS[name]}"/></svg>`;
}

/** First match wins: the more specific trades before the general words. */
const BY_KEYWORD: [RegExp, IconName][] = [
  [/emergenc|24-hour|same-day|storm|flood/, 'siren'],
  [/solar/, 'sun'],
  [/roof|shingle|gutter|skylight/, 'roof'],
  [/\bac\b|air condition|cooling|heat pump/, 'snow'],
  [/furnace|heating|boiler|fireplace|chimney/, 'flame'],
  [/hvac|duct|thermostat|ventilat/, 'thermo'],
  [/electric|wiring|outlet|lighting|generator|ev charg|breaker/, 'bolt'],
  [/plumb|drain|pipe|leak|sewer|water heater|water|faucet|toilet/, 'drop'],
  [/locksmith|\block|rekey|\bkeys?\b|\bsafes?\b/, 'key'],
  [/\bmov(ing|ers?)\b|towing|\btow\b|haul|junk|roadside/, 'truck'],
  [/glass|window|windshield/, 'window'],
  [/auto|car\b|brake|engine|transmission|tire|oil change|collision/, 'car'],
  [/paint|drywall|stain/, 'roller'],
  [/dentist|dental|teeth|tooth|implant|orthodont|braces|smile|veneer|whiten|crown|invisalign/, 'tooth'],
  [/eye|lasik|vision/, 'eye'],
  [/\bvet|veterin|\bpets?\b|\bdogs?\b|\bcats?\b|animal/, 'paw'],
  [/pest|termite|bug|rodent|mosquito/, 'bug'],
  [/lawn|landscap|tree|garden|yard|irrigation/, 'leaf'],
  [/clean|maid|carpet|pressure wash|mold/, 'sparkle'],
  [/bath|shower|tub/, 'bath'],
  [/foundation|concrete|brick|masonry|patio|driveway|paving/, 'bricks'],
  [
    /attorney|lawyer|legal|injury|dui|dwi|divorce|custody|court|criminal|case|bankruptcy|probate|estate plan/,
    'scale',
  ],
  [/insurance|security|alarm|camera|protect/, 'shield'],
  [/tax|account|mortgage|loan|refinanc|financ|bookkeep|payroll|payment plan/, 'coin'],
  [/real estate|home sale|listing|buyer|seller/, 'home'],
  [
    /rehab|addiction|detox|recovery|senior|assisted living|memory care|home care|in-home|caregiv|counsel/,
    'people',
  ],
  [
    /chiro|physical therapy|health|medical|clinic|\bspa\b|surgery|surgeon|hair|skin|botox|filler|laser|injection|patient/,
    'pulse',
  ],
  [/inspect|estimate|assessment|consult|diagnos|evaluation/, 'search'],
  [/remodel|renovat|kitchen|cabinet|carpentr|deck|fence|siding|construction/, 'hammer'],
  [/install|replace|repair|maintenance|tune-up/, 'wrench'],
];

const BY_GROUP: Record<VerticalGroup, IconName> = {
  home: 'home',
  legal: 'scale',
  health: 'pulse',
  finance: 'coin',
  auto: 'car',
  care: 'people',
  service: 'check',
};

/** The icon for a service ("Roof Repair", "DUI Defense"), else the vertical's, else its group's. */
export function iconFor(text: string, vertical: string, group: VerticalGroup): IconName {
  const t = text.toLowerCase();
  for (const [re, name] of BY_KEYWORD) if (re.test(t)) return name;
  const v = vertical.toLowerCase();
  for (const [re, name] of BY_KEYWORD) if (re.test(v)) return name;
  return BY_GROUP[group];
}
