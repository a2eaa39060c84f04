// Auto repair copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const autoRepair: VerticalCopy = {
  slug: 'auto-repair',
  kind: 'planned',
  audience: 'drivers',
  about: [
    'Most drivers want the same thing from a mechanic: a clear explanation of what is wrong, a fair price before work starts, and a car that is fixed right the first time.',
    'We handle diagnostics, brakes, maintenance, suspension and steering, and air conditioning for cars, SUVs and light trucks.',
    'Good repair starts with diagnosis rather than guessing, because replacing parts until the problem goes away gets expensive quickly.',
    'Around {city}, stop-and-go traffic, potholes, summer heat and winter cold are hard on brakes, tires, batteries and cooling systems.',
    'You receive a written estimate that separates what needs attention now from what can wait, so you can plan repairs around your budget.',
    'Old parts can be shown to you on request, and you are always asked before extra work is added.',
  ],
  services: [
    {
      name: 'Auto Repair and Diagnostics',
      keyword: 'auto repair',
      what: [
        'Diagnostics find the cause of a problem before parts are replaced, whether it is a check engine light, a rough idle, a no-start, a strange noise or an electrical fault.',
        'A scan tool reads trouble codes stored by the engine computer, but a code points to a system, not always a part, so the technician tests sensors, wiring, pressures and signals to confirm the cause.',
        'Common findings include failing ignition coils, vacuum leaks, oxygen sensors, catalytic converter problems, loose gas caps and battery or charging issues.',
        'A flashing check engine light usually means a misfire that can damage the catalytic converter, so the car should be driven as little as possible until it is checked.',
        'Once the cause is found, you get an estimate for the repair and a plain explanation of what happens if you wait.',
      ],
      signs: [
        'The check engine light is on or flashing',
        'The engine hesitates, stalls or idles roughly',
        'Fuel economy has dropped noticeably',
        'The car is slow to start or will not start',
        'A failed state emissions inspection',
      ],
      steps: [
        'You describe the symptoms, when they happen and any recent work.',
        'The technician scans for codes and checks freeze-frame data from when the fault happened.',
        'Targeted tests confirm the failed part or circuit.',
        'You receive a written estimate before any repairs are made.',
        'After the repair, codes are cleared and the car is road tested to confirm the fix.',
      ],
      cost: [
        'Diagnosis is usually billed as a set fee or by time, since intermittent problems can take longer to track down.',
        'The repair price depends on the part, labor time listed for your vehicle, and whether related parts should be replaced together.',
      ],
      timing: [
        'Simple diagnoses are often done during one visit, while intermittent problems may need the car for longer.',
        'Make an appointment early in the week for the best chance of the car being finished before the weekend.',
      ],
      faqs: [
        {
          q: 'Can a parts store code reading replace diagnostics?',
          a: 'A free code reading tells you which system set the code, which is a useful start. Diagnostics test further to find the actual failed part, which saves replacing parts that were not the cause.',
        },
        {
          q: 'Is it safe to drive with the check engine light on?',
          a: 'If it is steady and the car drives normally, book a visit soon. If it is flashing or the car runs poorly, stop driving and have it checked.',
        },
        {
          q: 'Will my warranty be voided if I use an independent shop?',
          a: 'Federal law generally lets you have maintenance done at any shop without voiding the manufacturer warranty, as long as the work is done to specification. Keep your receipts.',
        },
      ],
    },
    {
      name: 'Brake Repair',
      keyword: 'brake repair',
      what: [
        'Brake repair covers pads, rotors, calipers, brake hoses and lines, brake fluid, and anti-lock brake system problems.',
        'Pads wear with every stop, and many have a small metal tab that squeals when they are getting thin, while grinding means metal is touching metal and the rotors may be damaged.',
        'Rotors are measured against the minimum thickness stamped on them and are resurfaced or replaced depending on wear and warping.',
        'Brake fluid absorbs moisture over time, which lowers its boiling point and corrodes parts, so manufacturers recommend flushing it on a schedule.',
        'A complete brake job includes cleaning and lubricating the caliper slides so the new pads wear evenly.',
      ],
      signs: [
        'Squealing or grinding when you brake',
        'A pulsing brake pedal or shaking steering wheel when stopping',
        'The car pulls to one side under braking',
        'A soft or low brake pedal',
        'The brake or ABS warning light is on',
      ],
      steps: [
        'We road test the car and inspect pads, rotors, calipers, hoses and fluid.',
        'You receive measurements and an estimate showing what needs replacing now.',
        'Worn parts are replaced, slides lubricated and hardware renewed where needed.',
        'Brakes are bled if the hydraulic system was opened, and the car is road tested.',
        'New pads are bedded in so they grip smoothly from the start.',
      ],
      cost: [
        'Whether only pads need replacing or rotors and calipers too, and the quality of parts chosen, drive the price.',
        'Trucks, performance vehicles and cars with electronic parking brakes can take more time and cost more.',
      ],
      timing: [
        'Most brake jobs are finished in one visit, and a full inspection is quick when the car is already on the lift.',
      ],
      faqs: [
        {
          q: 'Do I need new rotors every time I get pads?',
          a: 'Not always. If rotors are above minimum thickness and not warped or heavily grooved, they can be reused or resurfaced.',
        },
        {
          q: 'Why does my steering wheel shake when I brake?',
          a: 'It is usually uneven rotor thickness or deposits on the front rotors. Resurfacing or replacing the rotors typically fixes it.',
        },
        {
          q: 'How often should brake fluid be changed?',
          a: "Follow your owner's manual, which often lists an interval in years. A moisture test on the fluid shows when it is due.",
        },
      ],
    },
    {
      name: 'Scheduled Maintenance and Oil Changes',
      keyword: 'oil change',
      what: [
        "Scheduled maintenance follows the service intervals in your owner's manual: oil and filter changes, tire rotations, air and cabin filters, fluids, spark plugs, belts and inspections.",
        'Oil change intervals depend on the engine, the oil specification and how you drive, and many modern cars track oil life with a monitor on the dashboard.',
        'Using the correct oil grade and specification matters, especially for turbocharged and direct-injection engines.',
        'Maintenance visits are also when technicians catch small problems early, such as a weeping hose, a cracked belt or tires wearing unevenly.',
        'Keeping records of every service supports warranty claims and adds value when you sell the car.',
      ],
      signs: [
        'The oil life monitor or maintenance reminder is showing',
        'It has been several months since your last service',
        'You drive in severe conditions like short trips, towing or dusty roads',
        "A major mileage interval is coming up in the owner's manual",
      ],
      steps: [
        "We check your vehicle's service schedule and what was done last time.",
        'Oil and filter are changed with the correct specification.',
        'Fluids, tires, belts, hoses, lights and wipers are inspected.',
        'You receive a list of findings, marked by what is due now and what can wait.',
      ],
      cost: [
        'The oil type and amount your engine needs, and which scheduled items are due, determine the price.',
        'Major interval services with spark plugs, transmission fluid or timing belts cost more than a basic oil change.',
      ],
      timing: [
        'A basic oil change is a short visit, while major services may need the car for most of a day.',
      ],
      faqs: [
        {
          q: 'Do I really need synthetic oil?',
          a: "Many newer engines require it, and the owner's manual lists the specification. Using the correct oil protects the engine and your warranty.",
        },
        {
          q: 'How often should tires be rotated?',
          a: 'Many manufacturers suggest rotating at regular intervals, often with oil changes. Rotation evens out wear and helps tires last longer.',
        },
        {
          q: 'What is a timing belt and why does it matter?',
          a: 'Some engines use a rubber timing belt that must be replaced at a set interval. If it breaks, the engine stops and on many designs internal parts are damaged, so the interval matters.',
        },
      ],
    },
    {
      name: 'Suspension and Steering Repair',
      keyword: 'suspension repair',
      what: [
        'Suspension and steering repair restores the ride, handling and stability of your vehicle by replacing worn shocks, struts, control arms, ball joints, tie rod ends, bushings and sway bar links.',
        'Worn parts make the car bounce, wander, clunk over bumps and wear tires unevenly, and some, like ball joints and tie rods, are safety items.',
        'Potholes and curbs can bend parts or knock the wheels out of alignment, which shows up as a pull or an off-center steering wheel.',
        'A wheel alignment after suspension or steering work sets the angles back to specification and protects new tires.',
        'Power steering problems, from fluid leaks to electric steering faults, are diagnosed with the same care.',
      ],
      signs: [
        'Clunking or knocking over bumps',
        'The car drifts or pulls to one side on a straight road',
        'Excessive bouncing or nose-diving when braking',
        'Uneven or fast tire wear',
        'A steering wheel that is off-center or feels loose',
      ],
      steps: [
        'We road test the car and inspect suspension and steering parts on the lift.',
        'Worn or damaged parts are identified and shown to you.',
        'Parts are replaced and torqued to specification.',
        'The wheels are aligned and the car is road tested.',
      ],
      cost: [
        'Which parts are worn, whether they are replaced in pairs, and the vehicle type drive the price.',
        'Struts are often replaced as complete assemblies, which costs more in parts but saves labor.',
      ],
      timing: [
        'Most suspension repairs and an alignment take one visit, with parts sometimes ordered ahead.',
      ],
      faqs: [
        {
          q: 'Do I need an alignment after hitting a pothole?',
          a: 'If the steering wheel is off-center, the car pulls, or you notice a new vibration, yes. A hard hit can also damage tires and suspension parts.',
        },
        {
          q: 'Should shocks and struts be replaced in pairs?',
          a: 'Yes, replacing them in pairs on the same axle keeps handling balanced. One new and one worn strut can make the car feel uneven.',
        },
        {
          q: 'Why are my tires wearing on the edges?',
          a: 'Edge wear usually points to alignment problems, worn suspension parts or incorrect tire pressure. An inspection finds the cause before new tires wear the same way.',
        },
      ],
    },
    {
      name: 'Car Air Conditioning Repair',
      keyword: 'car air conditioning repair',
      what: [
        'Car air conditioning repair diagnoses and fixes systems that blow warm air, cool only some of the time, make noise or smell musty.',
        'The most common cause of warm air is a refrigerant leak, often from a hose, seal, condenser or evaporator, so simply recharging without finding the leak only buys time.',
        'Other causes include a failed compressor clutch, a blown fuse or relay, a blend door actuator stuck on heat, or a condenser fan that does not run.',
        'Many newer vehicles use a different refrigerant from older ones, and shops must use certified recovery equipment and follow federal rules when handling either type.',
        'A musty smell from the vents usually comes from moisture on the evaporator and a dirty cabin air filter.',
      ],
      signs: [
        'Warm or only slightly cool air from the vents',
        'Cold air on one side and warm on the other',
        'A clicking or grinding noise when the AC turns on',
        'A musty smell when the fan starts',
      ],
      steps: [
        'We check vent temperatures, system pressures and compressor operation.',
        'A leak test with dye or an electronic detector finds where refrigerant is escaping.',
        'The failed part is repaired or replaced.',
        'The system is evacuated, recharged to specification and tested.',
      ],
      cost: [
        'The cause drives the price: a leaking seal or relay is modest, while a compressor or evaporator replacement is a major repair.',
        'Newer refrigerant types cost more than older ones, which affects the recharge cost.',
      ],
      timing: [
        'Many AC repairs take one visit, while evaporator replacement behind the dashboard takes longer.',
        'Have the AC checked in spring before the first hot weeks.',
      ],
      faqs: [
        {
          q: 'Should I use a do-it-yourself recharge can?',
          a: 'It can mask a leak and is easy to overfill, which harms the compressor. Finding the leak first is the lasting fix.',
        },
        {
          q: 'Why does my AC smell musty?',
          a: 'Moisture on the evaporator allows mold and bacteria to grow. Replacing the cabin air filter and cleaning the evaporator usually helps.',
        },
        {
          q: 'Does running the AC in winter help?',
          a: 'Running it briefly now and then keeps seals lubricated, and the defrost setting often uses the AC to dry the air. It is a good habit.',
        },
      ],
    },
  ],
  why: [
    'Diagnosis before parts are replaced',
    'Written estimates approved before work starts',
    'Repairs sorted into what is urgent and what can wait',
    'Old parts shown to you on request',
    "Parts and fluids that meet your vehicle's specifications",
    'Clear answers about warranties on parts and labor',
    'Service records kept for your vehicle',
  ],
  prepare: [
    'Your vehicle year, make, model and mileage',
    'A description of the problem: when it happens, sounds, smells and warning lights',
    'Recent repairs or maintenance records',
    'Any extended warranty or service contract details',
    'How you will get around while the car is in the shop',
  ],
  faqs: [
    {
      q: 'How do I find a mechanic I can trust?',
      a: 'Look for clear written estimates, willingness to explain and show worn parts, and technicians with ASE certification, which you can ask about. A shop that calls before adding work is a good sign.',
    },
    {
      q: 'What does ASE certified mean?',
      a: "The National Institute for Automotive Service Excellence tests and certifies technicians in specific areas. Ask which certifications a shop's technicians hold for the work you need.",
    },
    {
      q: 'Do you use OEM or aftermarket parts?',
      a: 'Both can be good choices depending on the part and budget. Ask the shop which they recommend for your repair and what warranty comes with each.',
    },
    {
      q: 'Can I bring my own parts?',
      a: 'Some shops allow it, but they usually cannot warranty parts they did not supply. Ask before you buy.',
    },
    {
      q: 'Why do estimates vary between shops?',
      a: 'Labor rates, parts quality and how thoroughly a problem was diagnosed all differ. Compare what is included, not just the total.',
    },
    {
      q: 'Is a repair covered by warranty?',
      a: 'Most shops warranty parts and labor for a period or mileage. Ask for the warranty terms in writing with your invoice.',
    },
    {
      q: 'What if the problem comes back?',
      a: 'Bring the car back and explain what is happening, with your invoice. A reputable shop will recheck its work under the repair warranty.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: [
        'Cold mornings are hard on weak batteries, so have yours tested if the engine cranks slowly.',
        'Check antifreeze strength and washer fluid rated for freezing temperatures.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Spring potholes damage tires and alignment, so get a check if the car pulls or the wheel is off-center.',
        'Have the AC checked before the first hot days, when shops get busy.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'Summer heat strains cooling systems, so have hoses, coolant and the radiator fan checked before road trips.',
        'Check tire pressure more often in hot weather and before long drives.',
      ],
    },
    {
      months: [8, 9, 10, 11],
      advice: [
        'Fall is the time to check brakes, tires, wipers and lights before shorter days and winter weather.',
        'Book holiday travel inspections early, since the weeks before Thanksgiving fill up quickly.',
      ],
    },
  ],
  banned: ['dealer-certified', 'lifetime warranty', 'lifetime brakes', 'factory authorized'],
};
