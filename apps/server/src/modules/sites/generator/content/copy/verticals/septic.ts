// Septic services copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const septic: VerticalCopy = {
  slug: 'septic',
  kind: 'emergency',
  audience: 'homeowners',
  about: [
    'A septic system is a small wastewater treatment plant in your yard: the tank separates solids from liquid, and the drain field lets the liquid soak into the soil where it is naturally treated.',
    'When it works, you never think about it, and when it fails, it shows up as slow drains, sewage odors, soggy ground or a backup into the house.',
    'Most failures are preventable with regular pumping, because solids that are not removed eventually flow out to the drain field and clog the soil.',
    'Around {county}, soils, lot sizes and local health department rules vary, so the right schedule and repair depend on your particular system.',
    'We pump tanks, inspect systems for home sales, repair baffles, pipes and pumps, and help homeowners through drain field replacements and new installations.',
    'You get a plain explanation of what we found, photos when they help, and a written price before repair work begins.',
  ],
  services: [
    {
      name: 'Septic Tank Pumping',
      keyword: 'septic tank pumping',
      what: [
        'Septic tank pumping removes the sludge that settles to the bottom of the tank and the scum layer that floats on top, which bacteria cannot fully break down.',
        'Most households need pumping every few years, depending on tank size, the number of people in the home, and use of a garbage disposal.',
        'The technician uncovers the lid or riser, measures the sludge and scum layers, and pumps the tank through the main access, not just the small inspection port.',
        'While the tank is open, the inlet and outlet baffles and the effluent filter are checked, since a missing baffle can send solids to the drain field.',
        'A record of each pumping, with the tank condition and layer measurements, helps plan the next visit and is useful when you sell the home.',
      ],
      signs: [
        'It has been several years since the last pumping, or you do not know when',
        'Drains in the lowest part of the house run slowly',
        'Gurgling sounds in the plumbing after flushing',
        'Sewage odor near the tank or drain field',
        'You are buying or selling a home with a septic system',
      ],
      steps: [
        'We locate the tank using records, probes or a locator if the lid is buried.',
        'The lid is uncovered and the sludge and scum layers are measured.',
        'The tank is pumped completely and the baffles and effluent filter are inspected and cleaned.',
        'We note any cracks, root intrusion or high liquid levels that suggest a drain field problem.',
        'You receive a written record of the service and recommendations.',
      ],
      cost: [
        'Tank size, how long since the last pumping, and how hard the tank is to reach drive the price, with buried lids requiring digging.',
        'Local disposal fees for the septage, extra compartments and filter cleaning can add to the total.',
      ],
      timing: [
        'Pumping a typical residential tank is done in one visit.',
        'Risers that bring the lid to ground level make future pumping faster and cheaper.',
      ],
      faqs: [
        {
          q: 'How often should my septic tank be pumped?',
          a: 'It depends on tank size and household size, and many homes fall in the range of every few years. Measuring the sludge layer at each pumping gives you a schedule specific to your home.',
        },
        {
          q: 'Do septic additives replace pumping?',
          a: 'No, additives do not remove the solids that build up in the tank. Public health agencies generally advise regular pumping rather than relying on additives.',
        },
        {
          q: 'Should I install a riser?',
          a: 'A riser brings the tank lid up to the surface so it can be opened without digging. It saves time and cost on every future pumping and inspection.',
        },
      ],
    },
    {
      name: 'Septic Inspection',
      keyword: 'septic inspection',
      what: [
        'A septic inspection evaluates the tank, pipes, distribution box and drain field to see whether the system is working as designed.',
        'For home sales, many lenders and some local health departments require an inspection, and the scope is often set by local rules.',
        'The inspector checks liquid levels, baffles, the condition of the tank walls, and signs of effluent surfacing or saturated soil over the drain field.',
        'Some inspections include a hydraulic load test, running water into the system to see how the drain field accepts it, and camera inspection of the lines.',
        'The written report notes deficiencies and gives buyers and sellers a clear picture before closing.',
      ],
      signs: [
        'You are buying or selling a property with a septic system',
        'The system is old and its history is unknown',
        'You are adding a bedroom or addition that may need more capacity',
        'There have been slow drains or odors without an obvious cause',
      ],
      steps: [
        'We gather any permits, as-built drawings and pumping records available.',
        'The tank is located, opened and pumped if the inspection calls for it.',
        'Tank components, lines and the drain field area are examined.',
        'You receive a written report with findings and recommendations.',
      ],
      cost: [
        'The scope required by the buyer, lender or local authority drives the price, with camera work and load tests adding time.',
        'Locating and uncovering buried tanks and distribution boxes also adds labor.',
      ],
      timing: ['Schedule inspections early in a sale, since repairs may be needed before closing.'],
      faqs: [
        {
          q: 'Is a home inspection enough for a septic system?',
          a: 'A general home inspection does not look inside the tank or evaluate the drain field. A dedicated septic inspection does.',
        },
        {
          q: 'Who is responsible for repairs found in a sale?',
          a: 'That is negotiated between buyer and seller, sometimes guided by local rules. Your real estate agent can help you work through it.',
        },
        {
          q: 'Can you find records for my system?',
          a: 'The county or local health department often has permit records and drawings. We can help you request them before the inspection.',
        },
        {
          q: 'Does the tank need to be pumped for an inspection?',
          a: "Many inspections include pumping so the tank walls, baffles and outlet can be seen clearly. Local rules sometimes require it, so ask what the buyer's lender or the county expects.",
        },
      ],
    },
    {
      name: 'Septic Repair',
      keyword: 'septic repair',
      what: [
        'Septic repair fixes the parts of the system that fail before the drain field does: broken baffles, cracked lids, damaged inlet and outlet pipes, and clogged effluent filters.',
        'Systems with pumps, such as mound systems or homes with the drain field uphill, rely on an effluent pump, float switches and an alarm panel that all wear out over time.',
        'Roots invading pipes or a crushed line from vehicle traffic are common causes of backups between the house and the tank.',
        'Distribution boxes can tilt or settle, sending all the effluent to one part of the drain field, and releveling them helps the whole field work.',
        'Repairs often need a permit from the local health department, and we tell you when that applies.',
      ],
      signs: [
        'The septic alarm is sounding or its light is on',
        'Sewage backing up into the lowest drains',
        'A wet, smelly area near the tank',
        'Cracked or unsafe tank lids',
      ],
      steps: [
        'We diagnose the problem with inspection, probing and a camera where needed.',
        'You get a written repair plan and price, with any permits required.',
        'The damaged component is replaced or repaired, and pipes are sealed.',
        'The system is tested to confirm normal flow and alarm function.',
      ],
      cost: [
        'The component involved and how deep it is buried drive the price, with pump replacement and line excavation costing more than baffle repair.',
        'Permits, restoring landscaping and access for equipment add to the total.',
      ],
      timing: ['Many repairs are done in one visit, while permitted work depends on local approval.'],
      faqs: [
        {
          q: 'What should I do if my septic alarm goes off?',
          a: 'The alarm usually means the liquid level in the pump tank is high. Reduce water use, check that the pump breaker is on, and call for service so it does not back up.',
        },
        {
          q: 'Can a cracked tank be repaired?',
          a: 'Small cracks in concrete tanks can sometimes be sealed, while badly damaged or failing tanks are replaced. The inspection tells which applies.',
        },
        {
          q: 'Why are tree roots a problem?',
          a: 'Roots seek out the moisture and nutrients in septic lines and can crack pipes and clog the field. Keep trees and large shrubs well away from the system.',
        },
      ],
    },
    {
      name: 'Drain Field Repair',
      keyword: 'drain field repair',
      what: [
        'The drain field, also called a leach field or soil absorption field, is where treated effluent filters into the ground, and it is the most expensive part of the system to replace.',
        'Fields fail when solids clog the soil, when too much water overloads them, or when the soil stays saturated from poor drainage or high groundwater.',
        'Some struggling fields recover with pumping, reduced water use and fixing the cause, while others need new trenches or a full replacement.',
        'Replacement requires a design that fits your soil and lot, a permit, and often a soil evaluation by the local health department or a qualified designer.',
        'Alternatives such as mound systems or advanced treatment units may be needed where soil conditions are poor.',
      ],
      signs: [
        'Soggy ground or standing water over the drain field',
        'Unusually green, fast-growing grass over the lines',
        'Sewage odors in the yard',
        'Backups that return soon after pumping',
      ],
      steps: [
        'We pump the tank and evaluate the field with probing, load tests or a camera.',
        'The cause is identified, whether overload, clogging, damage or drainage.',
        'You receive options ranging from rest and repair to replacement, with prices.',
        'Permitted repairs or replacements are designed, approved and installed.',
      ],
      cost: [
        'Soil conditions, the size of the field required for the home and the type of system allowed drive the cost.',
        'Access for excavators, permits, design fees and landscape restoration add to the total.',
      ],
      timing: [
        'Simple repairs can be quick, while replacements depend on design and permit approval and dry ground for excavation.',
      ],
      faqs: [
        {
          q: 'Can a failing drain field be saved?',
          a: 'Sometimes, if the cause is overload or a fixable problem like a broken line or tilted distribution box. A field clogged with solids after years without pumping often needs replacement.',
        },
        {
          q: 'Can I drive or build over my drain field?',
          a: 'No, vehicles compact the soil and crush pipes, and structures block the soil from working. Keep the field covered with grass only.',
        },
        {
          q: 'How can I reduce water going to the field?',
          a: 'Fix leaking toilets and faucets, spread laundry over the week, and route roof drains and sump pumps away from the field. Low-flow fixtures also make a real difference over time.',
        },
      ],
    },
    {
      name: 'Septic Installation',
      keyword: 'septic installation',
      what: [
        'Septic installation builds a new system for a new home or replaces one that has failed beyond repair.',
        'The process starts with a soil evaluation and percolation testing, which determine what type and size of system the site can support.',
        'A designed system is submitted to the local health department for a permit, and the installation is inspected before it is covered.',
        'Options range from conventional gravity systems to pressure distribution, mound systems and aerobic treatment units, depending on soil and lot size.',
        'Tank location is planned for future pumping access, with risers at ground level and a layout that keeps vehicles away from the field.',
      ],
      signs: [
        'Building a new home on a lot without public sewer',
        'An existing system has failed and cannot be repaired',
        'An addition needs more septic capacity',
        'Switching from an old cesspool to a modern system',
      ],
      steps: [
        'Soil testing and a site evaluation are done.',
        'A system is designed and submitted for permit approval.',
        'The tank and field are installed according to the approved design.',
        'The local authority inspects the installation before backfill.',
        'The site is graded and seeded, and you receive the as-built drawing and care instructions.',
      ],
      cost: [
        'Soil conditions and the system type required are the biggest factors, with mound and advanced treatment systems costing more than conventional fields.',
        'Site access, tree removal, permit and design fees, and landscaping restoration add to the total.',
      ],
      timing: [
        'Design and permitting often take longer than installation, which depends on dry weather for excavation.',
      ],
      faqs: [
        {
          q: 'What is a perc test?',
          a: 'A percolation test measures how quickly water soaks into the soil. It helps determine whether a conventional drain field will work and how large it must be.',
        },
        {
          q: 'Do aerobic systems need maintenance?',
          a: 'Yes, aerobic treatment units have aerators, pumps and sometimes disinfection that need regular service. Many local rules require a maintenance contract.',
        },
        {
          q: 'Can I connect to city sewer instead?',
          a: 'If public sewer is available nearby, connection may be an option or even required. Ask your local utility or health department.',
        },
        {
          q: 'Where can the tank and field go on my lot?',
          a: 'Local rules set minimum distances from wells, property lines, streams and the house. The site evaluation and design account for them, along with room for a future replacement field where required.',
        },
      ],
    },
    {
      name: 'Emergency Septic Service',
      keyword: 'emergency septic service',
      needs24h: true,
      what: [
        'Emergency septic service responds around the clock when sewage is backing up into the house, an alarm is sounding, or effluent is surfacing in the yard.',
        'A backup inside the home is a health hazard, so the first step is to stop water use and keep people and pets away from contaminated areas.',
        'The crew pumps the tank to relieve the immediate problem, then looks for the cause, such as a clogged outlet, a failed pump or a blocked line.',
        'Temporary fixes get the household working again until a permanent repair can be scheduled and permitted if needed.',
        'Contaminated indoor areas may need professional cleanup and disinfection after the septic problem is resolved.',
      ],
      signs: [
        'Sewage coming up through floor drains, tubs or toilets',
        'A septic pump alarm that keeps sounding',
        'Raw sewage pooling in the yard',
        'Toilets that will not flush at all',
      ],
      steps: [
        'Stop using water in the home and keep everyone away from any sewage.',
        'Call us with what you are seeing and where the tank is if you know.',
        'The crew pumps the tank and checks the pump, filter and lines.',
        'A temporary fix restores service, and permanent repairs are planned.',
      ],
      cost: [
        'Emergency calls outside regular hours cost more than scheduled service, and the cause of the problem decides the repair price.',
        'Digging in frozen or wet ground and replacing failed pumps add to the total.',
      ],
      timing: [
        'Call as soon as sewage appears; stopping water use keeps the damage from spreading while you wait.',
      ],
      faqs: [
        {
          q: 'Is a sewage backup dangerous?',
          a: 'Yes, sewage carries bacteria and viruses. Keep people and pets away, avoid touching it without gloves, and have affected materials cleaned or removed properly.',
        },
        {
          q: 'Will pumping fix the backup?',
          a: 'Pumping relieves the immediate problem, but the backup happened for a reason. Finding and fixing the cause prevents it from happening again.',
        },
        {
          q: 'Does homeowners insurance cover septic backups?',
          a: 'Some policies cover sudden damage with a specific endorsement, while failures from lack of maintenance usually are not covered. Check your policy or ask your agent.',
        },
      ],
    },
  ],
  why: [
    'Tanks pumped through the main lid, not just the inspection port',
    'Sludge and scum measured and recorded at each visit',
    'Plain explanations of repair versus replacement',
    'Help with permits and local health department rules',
    'Care for your lawn and landscaping during digging',
    'Written records you can use when selling the home',
    'Advice that helps the system last longer',
  ],
  prepare: [
    'Where the tank and drain field are, or any drawings you have',
    'When the tank was last pumped, if you know',
    'What you are noticing: slow drains, odors, wet spots or alarms',
    'Number of people in the home and whether you have a garbage disposal',
    'Gate codes, pets and access for a large truck',
  ],
  faqs: [
    {
      q: 'What should never go into a septic system?',
      a: 'Grease, wipes labeled flushable, paper towels, feminine products, medications, paint and harsh chemicals. They clog the tank or kill the bacteria that treat the waste.',
    },
    {
      q: 'Is a garbage disposal okay with a septic system?',
      a: 'It adds solids to the tank, which means more frequent pumping. If you use one, use it lightly and plan pumping accordingly.',
    },
    {
      q: 'How do I find my septic tank?',
      a: "Check county permit records or the home's as-built drawing, or follow the main sewer line out from the house. A technician can also locate it with a probe or electronic locator.",
    },
    {
      q: 'Do I need a permit for septic work?',
      a: 'Pumping usually does not, but installations, replacements and many repairs do. Rules are set by your state and local health department.',
    },
    {
      q: 'Why does my yard smell like sewage?',
      a: 'Odors can come from a loose or cracked lid, a failing drain field, or a plumbing vent on the roof carrying odor down in certain weather. An inspection narrows it down.',
    },
    {
      q: 'How long does a septic system last?',
      a: 'Tanks can last many decades, while drain field life depends heavily on maintenance and water use. Regular pumping is the most important thing you can do.',
    },
    {
      q: 'Does heavy rain affect my septic system?',
      a: 'Saturated ground slows the drain field, so drains may run slowly after storms. Conserve water during wet spells and keep gutters and sump discharge away from the field.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: [
        'Frozen ground makes digging hard, so keep the tank lid easy to reach and marked before snow falls.',
        'Keep snow cover undisturbed over the drain field, since compacted snow lets frost go deeper and can freeze the lines.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Spring thaw and rain saturate drain fields, so watch for slow drains and spread out laundry loads.',
        'Spring is a good time to pump before the ground dries and the busy season begins.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'Summer guests and outdoor parties put extra water through the system, so pump ahead of a busy season.',
        'Dry weather is the best time for drain field repair and new installations that need excavation.',
      ],
    },
    {
      months: [8, 9, 10, 11],
      advice: [
        'Fall is the last good window to pump and inspect before frozen ground makes digging difficult.',
        'Holiday gatherings add water and grease, so keep fats out of the drains and space out dishwasher loads.',
      ],
    },
  ],
  banned: ['maintenance-free', 'never needs pumping', 'additives eliminate pumping'],
};
