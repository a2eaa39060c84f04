// Auto glass copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const autoGlass: VerticalCopy = {
  slug: 'auto-glass',
  kind: 'emergency',
  audience: 'drivers',
  about: [
    'A windshield does more than keep the wind out: it supports the roof in a rollover, helps the passenger airbag deploy correctly, and is the window your driver-assist cameras look through.',
    'A small chip can be repaired in one short visit, but left alone, bumps, heat and cold can spread it into a crack that means full replacement.',
    'We repair chips, replace windshields, side windows and back glass, and recalibrate the safety cameras mounted behind many modern windshields.',
    'Around {city}, gravel trucks, highway construction and swings between hot and cold days make chips and cracks a common problem.',
    'Many auto insurance policies with comprehensive coverage include glass, and we can help you understand the claim process, though coverage decisions are made by your insurer.',
    'Mobile service is often available at your home or workplace when weather and the job allow, and some jobs are better done in a shop.',
  ],
  services: [
    {
      name: 'Windshield Replacement',
      keyword: 'windshield replacement',
      what: [
        "Windshield replacement removes the damaged laminated glass, cleans and prepares the pinch weld on the car's frame, and bonds a new windshield in place with automotive urethane.",
        'The bond is a structural part of the vehicle, so the right urethane, primer and cure time matter as much as the glass itself.',
        "You can choose original equipment glass from the vehicle maker's supplier or aftermarket glass made to the same specifications, and we explain the difference for your model.",
        'Windshields may include rain sensors, heated wiper areas, acoustic layers, heads-up display zones and camera brackets, and the replacement must match those features.',
        'Vehicles with forward-facing cameras usually need the driver-assist system recalibrated after replacement so lane-keeping and automatic braking work as designed.',
      ],
      signs: [
        'A crack longer than a few inches or one that reaches the edge of the glass',
        "Damage directly in the driver's line of sight",
        'Several chips spread across the windshield',
        'A crack that keeps growing with temperature changes',
        'A leak or wind noise around the old windshield',
      ],
      steps: [
        'We confirm your vehicle features using the VIN so the correct glass is ordered.',
        'The old windshield is cut out carefully and the frame is cleaned and primed to prevent rust.',
        'Fresh urethane is applied and the new windshield is set and aligned.',
        'Moldings, wipers, mirror and sensors are reinstalled.',
        'You are told the safe drive-away time, and camera recalibration is done if the vehicle needs it.',
      ],
      cost: [
        "The vehicle make and model and the windshield's features, such as heating, rain sensors, acoustic glass and heads-up display, drive the price.",
        'Recalibration of driver-assist cameras, original equipment glass and moldings that must be replaced add to the total.',
      ],
      timing: [
        'The replacement itself usually takes part of a morning or afternoon, plus the minimum cure time before the car can be driven safely.',
      ],
      faqs: [
        {
          q: 'How soon can I drive after windshield replacement?',
          a: 'It depends on the urethane used and the weather, and the technician tells you the safe drive-away time. Avoid car washes and slamming doors for the first day.',
        },
        {
          q: 'Will insurance pay for my windshield?',
          a: 'Comprehensive coverage often includes glass, sometimes after a deductible, and some states have special rules for windshield claims. Your insurer decides coverage, and we can help with the paperwork.',
        },
        {
          q: 'Do I need recalibration?',
          a: "If your car has a camera on the windshield for lane-keeping, adaptive cruise or automatic braking, the manufacturer usually calls for recalibration after replacement. We check your vehicle's requirements.",
        },
      ],
    },
    {
      name: 'Windshield Chip Repair',
      keyword: 'windshield repair',
      what: [
        'Windshield chip repair fills a small break with a clear resin that bonds the glass, stops the damage from spreading and makes it much less visible.',
        "Repair works best on chips and star breaks up to about coin size and short cracks, away from the edge of the glass and out of the driver's direct view.",
        'The technician cleans the break, uses a tool to remove air and inject resin under pressure, and cures it with ultraviolet light.',
        'Repair keeps your original factory seal, avoids recalibration and is usually far less expensive than replacement.',
        'Chips fill best when they are fresh and clean, so cover the chip with clear tape until the repair if you can.',
      ],
      signs: [
        'A small bullseye, star or combination chip from a stone',
        'A chip that has not yet started a crack',
        'Damage outside the main viewing area in front of the driver',
        'A short crack that has just begun to spread',
      ],
      steps: [
        'We inspect the chip to confirm it can be repaired rather than replaced.',
        'The break is cleaned of debris and moisture.',
        'Resin is injected under vacuum and pressure to fill the damage.',
        'Ultraviolet light cures the resin and the surface is polished smooth.',
      ],
      cost: [
        'The number of chips and their type set the price, with several chips in one visit often costing less per chip.',
        'Many insurers cover chip repair with little or no out-of-pocket cost, but check your policy.',
      ],
      timing: ['A chip repair is usually done in a short visit, and the car can be driven right away.'],
      faqs: [
        {
          q: 'Will the chip disappear completely?',
          a: 'Repair makes the chip much less noticeable, but a faint mark usually remains. The main goal is to restore strength and stop it from spreading.',
        },
        {
          q: 'Can every chip be repaired?',
          a: "No, damage that is too large, at the edge, in the driver's direct view or on both layers of glass usually needs replacement. We tell you honestly which applies.",
        },
        {
          q: 'Why fix a chip right away?',
          a: 'Temperature changes, road vibration and car washes can turn a chip into a long crack quickly. Dirt and moisture in the chip also make the repair less clear.',
        },
      ],
    },
    {
      name: 'Car Window Repair',
      keyword: 'car window repair',
      what: [
        'Car window repair covers side windows and vent glass that have been broken by a break-in, an accident or a failed window mechanism.',
        'Side windows are usually tempered glass that shatters into small pieces, so the job includes vacuuming glass from the door panel, seats, carpet and window channels.',
        'The door panel is removed to install the new glass on the regulator, and the regulator and motor are checked, since a window that drops into the door often means the regulator has failed.',
        'Some newer vehicles use laminated side glass for noise and security, which looks different when broken and must be matched.',
        'Until the window is replaced, a temporary cover of plastic and tape keeps rain out and discourages further theft.',
      ],
      signs: [
        'Shattered side window after a break-in',
        'A window that fell into the door or sits crooked',
        'Grinding or clicking when you press the window switch',
        'Cracked quarter or vent glass',
      ],
      steps: [
        'We identify the exact glass for your door or quarter panel.',
        'The door panel is removed and broken glass is cleaned out of the door and interior.',
        'The regulator and motor are checked, and the new glass is installed and aligned.',
        'The window is tested for smooth travel and a proper seal, and the panel is reinstalled.',
      ],
      cost: [
        'The location of the glass, whether it is tempered or laminated, and any tint or heating elements determine the price.',
        'A failed regulator or motor, and extensive glass cleanup, add to the total.',
      ],
      timing: [
        'Most side windows are replaced in one visit once the glass is in stock.',
        'Cover the opening and park in a garage if rain is likely before the repair.',
      ],
      faqs: [
        {
          q: 'Should I file a police report after a break-in?',
          a: 'It is a good idea, and your insurer may require one for a claim. Take photos before cleaning up.',
        },
        {
          q: 'My window fell into the door but is not broken. Can it be fixed?',
          a: 'Usually, yes, by replacing the regulator or reattaching the glass. The glass itself can often be reused.',
        },
        {
          q: 'Will my new window have the same tint?',
          a: 'Factory tint is built into the glass and is matched when ordering. Aftermarket film on the old window needs to be reapplied separately.',
        },
      ],
    },
    {
      name: 'Back Glass Replacement',
      keyword: 'back glass replacement',
      what: [
        'Back glass replacement installs a new rear windshield in cars, SUVs and pickups, including sliding rear windows on trucks.',
        'Rear glass is usually tempered and shatters completely when broken, so cleanup of the trunk, cargo area and seals is part of the job.',
        'Most back glass has defroster lines, and some includes radio antennas, a third brake light or a rear wiper, which must be reconnected and tested.',
        'Like a windshield, most rear glass is bonded with urethane, and the cure time must be respected before driving.',
        'Sliding pickup windows use a frame and latch that should be matched to the original for a weather-tight seal.',
      ],
      signs: [
        'Shattered rear glass after an accident, break-in or falling branch',
        'Defroster lines that no longer work on part of the glass',
        'A sliding truck window that leaks or will not latch',
        'A rear window pulling away from its seal',
      ],
      steps: [
        'We order the correct glass with the right defroster, antenna and wiper features.',
        'Broken glass and old urethane are removed and the area is cleaned.',
        'The new glass is bonded and its electrical connections reattached.',
        'The defroster and other features are tested before the vehicle is returned.',
      ],
      cost: [
        'The vehicle model and built-in features such as defroster grids, antennas and wiper openings drive the price.',
        'Sliding truck windows and privacy tint can cost more than plain glass.',
      ],
      timing: ['Back glass replacement usually takes a single visit, plus cure time before driving.'],
      faqs: [
        {
          q: 'Is back glass covered by insurance?',
          a: 'Comprehensive coverage often includes rear glass, subject to your deductible. Your insurer makes the coverage decision.',
        },
        {
          q: 'Can defroster lines be repaired?',
          a: 'Small breaks in a grid line can sometimes be repaired with a conductive kit. Widespread failure usually means replacing the glass.',
        },
        {
          q: 'Can I drive with broken back glass?',
          a: 'Only if the glass is fully removed or covered and you can still see safely with mirrors. Loose glass and exhaust fumes entering the cabin are real hazards.',
        },
        {
          q: 'Why did my back glass shatter on its own?',
          a: 'Tempered glass can break from a small stone chip at the edge, stress from a twisted frame, or a sharp temperature change. It often happens when the car is parked, which can look like it broke by itself.',
        },
      ],
    },
    {
      name: 'Windshield Camera Calibration',
      keyword: 'windshield camera calibration',
      what: [
        'Many newer vehicles have advanced driver-assistance systems, known as ADAS, with a camera mounted behind the windshield that reads lane lines, signs and traffic.',
        'When the windshield is replaced, the camera may sit at a slightly different angle, and even small differences can change where the system thinks the road is.',
        'Static calibration uses targets placed at measured distances in front of the vehicle in a controlled space, while dynamic calibration is done by driving under specific conditions with a scan tool connected.',
        "The vehicle maker's procedure decides which method is required, and some vehicles need both.",
        "A completed calibration produces a report showing the system was aligned to the manufacturer's specification.",
      ],
      signs: [
        'Your windshield was just replaced on a vehicle with lane-keeping or automatic braking',
        'A warning light for driver-assist features after glass work',
        'Lane-keeping that pulls toward one side or reacts late',
        'A wheel alignment or suspension work on a camera-equipped vehicle',
      ],
      steps: [
        "We look up the vehicle's calibration requirements by VIN.",
        'The vehicle is prepared with correct tire pressure, fuel level and an empty cargo area.',
        'Static targets are set or a dynamic drive is performed with a scan tool.',
        'The system is verified and you receive a calibration report.',
      ],
      cost: [
        'The vehicle make and whether static, dynamic or both methods are required drive the price.',
        'Some systems need specialized targets and a level, controlled space, which affects where the work can be done.',
      ],
      timing: [
        'Calibration is usually done right after windshield replacement, before the vehicle is returned.',
      ],
      faqs: [
        {
          q: 'Can calibration be skipped?',
          a: 'Skipping it can leave safety systems reading the road incorrectly without any warning. Manufacturers call for it after windshield replacement on most equipped vehicles.',
        },
        {
          q: 'Does insurance cover calibration?',
          a: 'Many insurers include it as part of a covered windshield claim. Confirm with your insurer when the claim is filed.',
        },
        {
          q: 'How do I know if my car has these cameras?',
          a: "Look behind the rearview mirror for a camera housing, or check your owner's manual for lane departure, lane-keeping or automatic braking features. The VIN also tells a glass shop exactly which systems the vehicle has.",
        },
      ],
    },
  ],
  why: [
    'Correct glass matched to your vehicle features by VIN',
    "Urethane and primer applied to the manufacturer's procedure",
    'Clear safe drive-away times after replacement',
    'Driver-assist cameras recalibrated when required',
    'Thorough cleanup of broken glass inside the vehicle',
    'Help understanding your insurance glass coverage',
    'Honest advice on repair versus replacement',
  ],
  prepare: [
    'Your vehicle year, make, model and VIN',
    'Photos of the damage',
    'Your insurance company and policy number if filing a claim',
    'Where the vehicle will be, and whether it is covered from weather',
    'Whether the vehicle has lane-keeping or automatic braking features',
  ],
  faqs: [
    {
      q: 'Repair or replace?',
      a: "Small chips away from the edge and out of the driver's view can usually be repaired. Long cracks, edge cracks and damage in the driver's line of sight usually mean replacement.",
    },
    {
      q: 'Is it illegal to drive with a cracked windshield?',
      a: "Rules vary by state, but many prohibit cracks that obstruct the driver's view. A cracked windshield is also weaker in a collision.",
    },
    {
      q: 'Can you come to me?',
      a: 'Mobile service is often possible for repairs and many replacements. Rain, extreme cold and calibration requirements can mean the work is better done in a shop.',
    },
    {
      q: 'What is the difference between OEM and aftermarket glass?',
      a: 'OEM glass comes from the supplier that made the original for the vehicle maker. Quality aftermarket glass meets the same safety standards but may differ slightly in tint or fit, and some leases or insurers specify one or the other.',
    },
    {
      q: 'Will a new windshield leak?',
      a: 'A properly installed windshield on a clean, primed frame should not leak. If you notice water or wind noise afterward, have it checked promptly.',
    },
    {
      q: 'Can I choose my own glass shop with insurance?',
      a: 'In most states you have the right to choose your repair shop. Your insurer may suggest a network but cannot usually require it, so ask if you are unsure.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: [
        'Blasting the defroster on a frozen windshield can make a chip crack across the glass, so warm the car gradually.',
        'Never pour hot water on an icy windshield; use a scraper and the defroster instead.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Spring road repairs and leftover winter gravel throw lots of stones, so keep a safe distance from trucks.',
        'Get winter chips repaired in spring before summer heat spreads them.',
      ],
    },
    {
      months: [5, 6, 7, 8],
      advice: [
        'Heat makes chips spread quickly, especially when a hot windshield meets cold AC, so repair chips before summer road trips.',
        'Park in the shade when you can to reduce the stress on damaged glass.',
      ],
    },
    {
      months: [9, 10, 11],
      advice: [
        'Replace worn wiper blades and fix chips before freezing nights, when water in a chip can expand and crack the glass.',
        'Fall is a good time to check that the defroster works on your back glass.',
      ],
    },
  ],
  banned: ['free windshield', 'cash back', 'no-cost replacement', 'rebate'],
};
