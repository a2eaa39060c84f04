// Appliance repair copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const applianceRepair: VerticalCopy = {
  slug: 'appliance-repair',
  kind: 'emergency',
  audience: 'homeowners',
  about: [
    'When the refrigerator stops cooling or the washer will not drain, the whole household feels it, and the first question is whether the appliance is worth fixing.',
    'We diagnose and repair refrigerators, freezers, washers, dryers, dishwashers, ovens, ranges and cooktops in homes around {city}.',
    'Many failures come down to a single part, such as a defrost heater, a drain pump, a door switch or an igniter, and replacing it costs far less than a new appliance.',
    'A technician tests the appliance, explains what failed and why, and gives you a price for the repair before any parts are ordered.',
    'If the repair does not make sense for the age and condition of the appliance, we say so plainly, so you can put the money toward a replacement instead.',
    'We also share simple maintenance habits, like cleaning condenser coils and dryer vents, that prevent the next breakdown.',
  ],
  services: [
    {
      name: 'Refrigerator Repair',
      keyword: 'refrigerator repair',
      what: [
        'Refrigerator repair covers fridges and freezers that are warm, freezing food, leaking water, icing up, making noise or not dispensing ice and water.',
        'Common causes include a failed defrost heater or thermostat that lets frost choke the evaporator coil, a dead evaporator or condenser fan, a faulty start relay, or a control board problem.',
        'Leaks usually trace back to a clogged defrost drain, a cracked water line or a failed inlet valve for the ice maker.',
        'Sealed-system problems, such as a refrigerant leak or a failing compressor, need a technician qualified to handle refrigerant under federal rules and cost more to fix.',
        'Top-freezer, side-by-side, French door and built-in models each have their own layouts, so the technician brings the right diagnostic approach for your model.',
      ],
      signs: [
        'The fresh food section is warm while the freezer still seems cold',
        'Frost building up on the back wall of the freezer',
        'Water pooling under the crisper drawers or on the floor',
        'Clicking, buzzing or a compressor that runs constantly',
        'The ice maker has stopped making ice',
      ],
      steps: [
        'Tell us the brand, model number and symptoms so the technician comes prepared.',
        'The technician checks temperatures, fans, coils, defrost components and controls.',
        'You receive a diagnosis and a repair price before parts are ordered or installed.',
        'The failed part is replaced and the refrigerator is tested through a cooling cycle.',
        'We recommend cleaning the condenser coils and checking door gaskets to prevent repeat problems.',
      ],
      cost: [
        'The part that failed drives most of the price, with fans, switches and defrost parts costing much less than compressors or sealed-system work.',
        'Built-in and high-end models often have more expensive parts and take longer to service.',
      ],
      timing: [
        'Many repairs are finished in one visit when the part is on the truck, while special-order parts need a second visit.',
        'Keep a cooler and ice ready to protect food while you wait.',
      ],
      faqs: [
        {
          q: 'Is my refrigerator worth repairing?',
          a: 'Consider the age of the unit, the cost of the repair compared with a new one, and whether the cabinet and seals are in good shape. A fairly new refrigerator with a failed fan or heater is almost always worth fixing.',
        },
        {
          q: 'Why is my freezer cold but the fridge warm?',
          a: 'Cold air reaches the fridge from the freezer through a fan and air channel. A frosted evaporator coil or a stopped fan blocks that airflow, which is a common and repairable problem.',
        },
        {
          q: 'How long does food stay safe if my fridge stops?',
          a: 'Keep the doors closed as much as possible, since a closed refrigerator holds cold for a while and a full freezer longer. Food safety agencies publish guidance on when to discard perishables, and a thermometer helps you decide.',
        },
      ],
    },
    {
      name: 'Washer Repair',
      keyword: 'washer repair',
      what: [
        'Washer repair fixes top-load and front-load washing machines that will not fill, drain, spin or finish a cycle, or that leak, shake or smell.',
        'Drain problems are often a clogged pump filter or a sock caught in the drain pump, while spin problems can come from a failed lid or door lock, a worn drive belt or a bad motor control.',
        'Front-loaders depend on a door gasket and a door lock; a torn gasket leaks and a failed lock stops the washer from starting.',
        'Loud banging on spin can point to worn shock absorbers, suspension springs or drum bearings, which range from simple to major repairs.',
        'Many modern washers show error codes that help narrow the problem, so write down any code you see.',
      ],
      signs: [
        'Water left in the drum at the end of a cycle',
        'Leaks under the machine or around the door',
        'Loud banging, grinding or walking across the floor on spin',
        'An error code or a cycle that stops partway',
        'A musty smell from a front-load washer',
      ],
      steps: [
        'We note the model and any error codes and ask how the problem started.',
        'The technician runs diagnostics, checks the pump, lock, belt, suspension and valves.',
        'You approve the repair price before work begins.',
        'Parts are replaced and the washer runs a test cycle to confirm it fills, drains and spins.',
      ],
      cost: [
        'Simple fixes like clearing a pump or replacing a lid switch cost far less than bearings, motors or control boards.',
        'Washers in tight closets or stacked units take longer to reach and service.',
      ],
      timing: [
        'Most washer repairs are done in one visit when parts are available, and drum bearing replacements take longer.',
      ],
      faqs: [
        {
          q: 'Why does my front-load washer smell?',
          a: 'Residue and moisture collect in the door gasket and drain area. Run a cleaning cycle, wipe the gasket, use the right amount of high-efficiency detergent, and leave the door open between loads.',
        },
        {
          q: 'Can I fix a washer that will not drain myself?',
          a: 'Many front-loaders have a pump filter behind a small panel that you can clean after unplugging the machine and draining the water into a pan. If that does not help, the pump or control may need service.',
        },
        {
          q: 'Is bearing replacement worth it?',
          a: 'It is a big job on many front-loaders because the tub must come apart. On an older machine, replacement is often the better value.',
        },
      ],
    },
    {
      name: 'Dryer Repair',
      keyword: 'dryer repair',
      what: [
        'Dryer repair covers electric and gas dryers that do not heat, take too long, stop mid-cycle, squeal or will not start.',
        'The most common cause of slow drying is not the dryer at all but a clogged or crushed vent, which makes the dryer overheat and trip its thermal fuse.',
        'Electric dryers use a heating element and thermostats, while gas dryers use an igniter, flame sensor and gas valve coils, and each fails in predictable ways.',
        'Squealing and thumping usually mean worn drum rollers, an idler pulley or a belt, which are routine replacements.',
        'Lint buildup inside the cabinet and vent is a known fire hazard, so a repair visit is a good time to clean it.',
      ],
      signs: [
        'Clothes are still damp after a full cycle',
        'The dryer runs but produces no heat',
        'The top of the dryer or the laundry room gets very hot',
        'Squealing, thumping or scraping sounds',
        'The dryer will not start or stops partway',
      ],
      steps: [
        'We check the vent airflow first, since a blocked vent causes many dryer failures.',
        'The technician tests the heating circuit, fuses, thermostats and motor.',
        'You approve the repair, and the failed parts are replaced.',
        'Lint is cleared from inside the cabinet and the dryer runs a test cycle.',
      ],
      cost: [
        'Fuses, thermostats, rollers and belts are modest repairs, while motors and control boards cost more.',
        'Vent cleaning or replacing a crushed vent line is an added service but often the real fix.',
      ],
      timing: [
        'Most dryer repairs are done in one visit.',
        'Clean the lint screen every load and have the vent line cleaned periodically to avoid repeat failures.',
      ],
      faqs: [
        {
          q: 'Why does my dryer keep blowing its thermal fuse?',
          a: 'A blown thermal fuse is usually a symptom of restricted airflow. Replacing the fuse without clearing the vent means it will fail again and the dryer keeps running hot.',
        },
        {
          q: 'Is it safe to use plastic foil vent hose?',
          a: 'Flexible plastic and thin foil ducts crush easily and trap lint, and many codes no longer allow them. Rigid or semi-rigid metal duct is the safer choice.',
        },
        {
          q: 'I smell gas near my dryer. What should I do?',
          a: 'Leave the house, do not switch anything on or off, and call your gas utility from outside. Do not use the dryer until the gas supply has been checked.',
        },
      ],
    },
    {
      name: 'Dishwasher Repair',
      keyword: 'dishwasher repair',
      what: [
        'Dishwasher repair fixes machines that leave dishes dirty, do not drain, leak, will not start or leave a white film.',
        'Poor cleaning often traces back to a clogged filter, blocked spray arms, a failing wash pump or water that is not hot enough when it enters the machine.',
        'Standing water usually means a clogged filter, a kinked drain hose, a blocked garbage disposal connection or a failed drain pump.',
        'Leaks can come from the door gasket, a cracked spray arm, a loose hose clamp or a failed inlet valve under the machine.',
        'The technician also checks that the dishwasher is level and properly secured, since a tilted machine can leak at the door.',
      ],
      signs: [
        'Dishes coming out gritty or with food still stuck on',
        'Standing water in the bottom after a cycle',
        'Water on the floor in front of the dishwasher',
        'The machine will not start or stops partway',
        'A white film on glasses despite using rinse aid',
      ],
      steps: [
        'We ask about the symptoms, error lights and how you load and clean the filter.',
        'The technician inspects the filter, spray arms, pumps, valves and drain path.',
        'You approve the repair price before parts are replaced.',
        'The dishwasher runs a test cycle and is checked for leaks and level.',
      ],
      cost: [
        'Cleaning a clogged filter or replacing a hose clamp is a small job, while pumps, control boards and door latches cost more.',
        'Water damage to the floor or cabinet from a slow leak is a separate repair.',
      ],
      timing: ['Most dishwasher repairs take one visit, with a second visit if the part must be ordered.'],
      faqs: [
        {
          q: 'Should I clean my dishwasher filter?',
          a: 'Yes, most modern dishwashers have a removable filter that should be rinsed regularly. A clogged filter is one of the most common causes of dirty dishes and standing water.',
        },
        {
          q: 'Why is there water in the bottom of my dishwasher?',
          a: 'A small amount in the sump is normal on some models, but standing water above the filter means a drain problem. Check that the garbage disposal knockout plug was removed if the disposal is new.',
        },
        {
          q: 'Why are my glasses cloudy?',
          a: 'It can be hard water film, which rinse aid and a cleaner help, or etching from soft water and too much detergent, which is permanent. A technician can tell which you are seeing.',
        },
      ],
    },
    {
      name: 'Oven and Range Repair',
      keyword: 'oven repair',
      what: [
        'Oven and range repair covers gas and electric ranges, wall ovens and cooktops that will not heat, heat unevenly, will not ignite or show error codes.',
        'Electric ovens commonly fail at the bake or broil element, a temperature sensor or the control board, while gas ovens often need a new igniter that is too weak to open the gas valve.',
        'Cooktop burners that click but will not light usually have a dirty or wet igniter or a failed spark module.',
        'Oven temperatures that run hot or cold can often be recalibrated or fixed by replacing a faulty sensor.',
        'Gas appliances need careful work on connections and valves, and any gas smell means shutting off the supply and calling the gas utility first.',
      ],
      signs: [
        'The oven takes very long to preheat or never reaches temperature',
        'Baked food burns on the bottom or stays raw in the middle',
        'A burner clicks constantly or will not light',
        'An error code or a display that is blank',
        'The self-clean cycle stopped and the door will not unlock',
      ],
      steps: [
        'We confirm whether the range is gas or electric and note the model and error codes.',
        'The technician tests elements, igniters, sensors, switches and controls.',
        'You approve the repair before parts are replaced.',
        'The oven is heated and checked for temperature accuracy and safe operation.',
      ],
      cost: [
        'Elements, igniters and sensors are moderate repairs, while control boards and touch panels cost more.',
        'Wall ovens and built-in cooktops take longer to remove and reinstall for service.',
      ],
      timing: ['Most oven and range repairs are done in a single visit when the part is available.'],
      faqs: [
        {
          q: 'Why does my gas oven take so long to light?',
          a: 'A weakening igniter draws less current over time and eventually cannot open the gas valve. Replacing the igniter is a common and affordable repair.',
        },
        {
          q: 'Is self-clean bad for my oven?',
          a: 'The very high heat of self-clean cycles can stress fuses, sensors and control boards, especially on older ovens. Cleaning more often with gentler methods reduces the need for it.',
        },
        {
          q: 'Can you convert my range from gas to electric?',
          a: 'The range itself is usually replaced, and a new circuit or gas line is work for a licensed electrician or plumber. We can help you think through the options.',
        },
      ],
    },
  ],
  why: [
    'A diagnosis and price before any parts are ordered',
    'Honest advice when replacement makes more sense than repair',
    'Technicians who bring common parts for your brand and model',
    'Care for floors and cabinets when moving appliances',
    'Gas and electrical safety checked on every visit',
    'Simple maintenance tips to prevent the next breakdown',
    'Old parts shown to you on request',
  ],
  prepare: [
    'The brand and model number, usually on a label inside the door or on the back',
    'A description of the problem and any error codes',
    'When you bought the appliance and whether it is still under warranty',
    'Clear access to the appliance and space to pull it out',
    'Food moved to a cooler if the refrigerator is warm',
  ],
  faqs: [
    {
      q: 'Repair or replace?',
      a: 'Compare the repair cost with the price of a comparable new appliance and think about the age of the unit. If it is fairly new and the repair is a common part, repair usually wins.',
    },
    {
      q: 'Do you repair all brands?',
      a: 'Most technicians work on the major household brands. Tell us the brand and model when you call so we can confirm and bring the right parts.',
    },
    {
      q: 'Is my appliance still under warranty?',
      a: "Check your purchase date, the manufacturer's warranty terms and any extended plan. Warranty repairs may have to go through the manufacturer's service network.",
    },
    {
      q: 'Where do I find the model number?',
      a: 'Look inside the refrigerator door or wall, around the dishwasher door edge, on the back or inside the lid of washers and dryers, and behind the oven drawer. A photo of the label is perfect.',
    },
    {
      q: 'Is there a charge for the diagnosis?',
      a: 'Many repair companies charge a service call fee for the visit and diagnosis, and some apply it toward the repair. Ask how it works when you book.',
    },
    {
      q: 'How can I make my appliances last longer?',
      a: 'Clean refrigerator coils, dryer vents and dishwasher filters regularly, use the right detergents, and avoid overloading washers. Small habits prevent many service calls.',
    },
  ],
  seasons: [
    {
      months: [0, 1, 2],
      advice: [
        'After the holidays, ovens and dishwashers that worked overtime often show problems, so schedule repairs before small issues grow.',
        'Winter is a good time to clean the dryer vent line, since heavy loads of towels and bedding push it hard.',
      ],
    },
    {
      months: [3, 4, 5],
      advice: [
        'Spring cleaning is the time to vacuum refrigerator condenser coils before summer heat makes the compressor work harder.',
        'If your washer struggled with winter bedding, have it checked before summer sports laundry starts.',
      ],
    },
    {
      months: [6, 7, 8],
      advice: [
        'Hot kitchens and garages make refrigerators and freezers work hardest in summer, so call at the first sign of warm food.',
        'Garage freezers in summer heat fail more often, so keep them out of direct sun and away from the water heater.',
      ],
    },
    {
      months: [9, 10, 11],
      advice: [
        'Test the oven, burners and self-clean well before Thanksgiving so any repair can be done in time.',
        'Holiday cooking puts extra load on dishwashers and refrigerators, so fix small leaks and noises early.',
      ],
    },
  ],
  banned: ['factory authorized', 'manufacturer authorized', 'same-day repair', 'any brand guaranteed'],
};
