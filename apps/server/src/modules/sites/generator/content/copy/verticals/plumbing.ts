// Plumbing copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const plumbing: VerticalCopy = {
  slug: 'plumbing',
  kind: 'emergency',
  audience: 'homeowners',
  about: [
    'Plumbing is easy to ignore until a drain backs up, a water heater goes cold or a ceiling starts to drip.',
    'Homes around {city} mix older galvanized and cast-iron lines with newer copper and PEX, and each ages in its own way.',
    'We handle the everyday jobs: clogged drains, running toilets, leaking pipes, water heaters and sewer lines.',
    'Before we touch anything, we explain what we found, what it will take to fix and what can wait.',
    'Every price is agreed in writing before the work starts, so there are no surprises when the job is done.',
    'We protect floors, work cleanly under sinks and in crawl spaces, and test every repair before we leave.',
    'Whether it is a slow drain or a pipe that has given up, we aim to fix the cause, not just the symptom.',
  ],
  services: [
    {
      name: 'Drain Cleaning',
      keyword: 'drain cleaning',
      what: [
        'Drain cleaning clears clogs from sinks, tubs, showers, floor drains and the main line that carries everything to the sewer or septic tank.',
        'Kitchen lines clog with grease and food scraps, bathroom lines with hair and soap scum, and main lines with roots, wipes and sagging pipe.',
        'We use cable machines sized to the pipe, and hydro-jetting where buildup coats the pipe walls and a cable would only punch a hole through it.',
        'For repeat clogs, a camera inspection shows whether the real problem is a broken joint, a belly in the line or root intrusion.',
        'We skip harsh chemical drain openers, which can damage older pipes and make the job riskier for anyone who opens the line later.',
      ],
      signs: [
        'Water draining slowly from a sink, tub or shower',
        'Gurgling from drains when a toilet flushes or the washer empties',
        'Water backing up into a tub or floor drain',
        'Sewage smells near drains or in the basement',
        'The same clog returning within weeks of the last fix',
      ],
      steps: [
        'We ask which fixtures are slow and test them to tell a single-fixture clog from a main-line problem.',
        'Fixtures are protected and the best access point, such as a cleanout, is opened.',
        'We clear the line with a cable or water jet sized to the pipe.',
        "For repeat or main-line clogs, we run a camera to see the pipe's condition.",
        'We run water through every affected fixture to confirm it drains freely.',
      ],
      cost: [
        'Drain cleaning price depends on where the clog is, how easy the line is to reach and whether a cleanout exists.',
        'Main-line work, hydro-jetting and camera inspection cost more than clearing a single sink, and roots or broken pipe can turn a cleaning into a repair.',
      ],
      timing: [
        'Most clogs are cleared in one visit.',
        'Book sooner rather than later if several fixtures drain slowly, since that usually points to the main line.',
      ],
      faqs: [
        {
          q: 'Are store-bought drain cleaners safe to use?',
          a: 'Caustic drain chemicals can soften old pipes and rarely clear a solid clog. They also make the water dangerous for whoever opens the line next, so tell us if you have used one.',
        },
        {
          q: 'What should not go down the kitchen drain?',
          a: 'Grease, coffee grounds, eggshells, rice and fibrous peels cause most kitchen clogs. Scrape plates into the trash and let grease cool in a can before throwing it out.',
        },
        {
          q: 'Are flushable wipes really flushable?',
          a: 'They pass through the toilet but do not break down like toilet paper. In main lines they snag on joints and roots, so it is safest to put them in the trash.',
        },
      ],
    },
    {
      name: 'Water Heater Repair',
      keyword: 'water heater repair',
      what: [
        'Water heater repair brings back hot water from tank and tankless heaters, whether they run on gas or electricity.',
        'Common fixes include replacing heating elements, thermostats, thermocouples, gas valves, anode rods and leaking drain valves.',
        'We check the temperature and pressure relief valve and venting on every visit, because those are the safety parts of the system.',
        'Sediment in the bottom of a tank causes popping noises, slow recovery and higher energy use, and flushing often helps.',
        'When a tank itself is leaking, repair is no longer possible, and we walk you through replacement options and sizes.',
        'Tankless units need periodic descaling, especially with hard water, to keep heat exchangers working properly.',
      ],
      signs: [
        'No hot water, or hot water that runs out faster than it used to',
        'Rusty or discolored hot water',
        'Popping, rumbling or banging sounds from the tank',
        'Water pooling around the base of the heater',
        'A pilot light that will not stay lit',
        'An error code flashing on a tankless unit',
      ],
      steps: [
        'We check power or gas supply, the thermostat settings and the pilot or igniter.',
        'Elements, sensors and valves are tested to find the failed part.',
        'We inspect the relief valve, venting and connections for safety problems.',
        'You get a written price for the repair, or a comparison with replacement if the tank is failing.',
        'After the repair we test the temperature and check for leaks.',
      ],
      cost: [
        'The price depends on the part that failed, the fuel type and whether the heater is tank or tankless.',
        'Age matters too: on an older heater with a corroded tank, spending on parts may not be wise, and we will say so.',
      ],
      timing: [
        'Many repairs are done in one visit when the part is common.',
        'Specialty parts for tankless units may need to be ordered.',
      ],
      faqs: [
        {
          q: 'How long does a water heater last?',
          a: 'Tank heaters commonly last around a decade, and tankless units can last longer with regular descaling. Hard water, high temperature settings and skipped maintenance all shorten that life.',
        },
        {
          q: 'Should I flush my water heater?',
          a: 'Flushing a tank once a year removes sediment that makes the heater work harder. If the drain valve is old, have it checked first, since opening a brittle valve can start a leak.',
        },
        {
          q: 'What temperature should my water heater be set to?',
          a: 'Around 120 degrees Fahrenheit is a common recommendation for comfort and scald safety. Homes with special needs may need a different setting, so ask us if you are unsure.',
        },
        {
          q: 'Is tankless better than a tank?',
          a: "Tankless heaters save space and avoid standby losses, but they cost more up front and may need a larger gas line or electrical service. The right choice depends on your household's hot water use.",
        },
      ],
    },
    {
      name: 'Leak Detection and Pipe Repair',
      keyword: 'pipe repair',
      what: [
        'Leak detection finds water escaping from supply or drain lines, including leaks hidden in walls, ceilings and under slabs.',
        'We use moisture meters, thermal imaging and pressure tests to narrow down the spot before opening anything.',
        'Pipe repair replaces the failed section with copper, PEX or PVC suited to the system, with proper fittings and supports.',
        'Old galvanized steel and polybutylene lines are prone to failure, and we explain when repiping makes more sense than patching.',
        'Where a wall or ceiling must be opened, we keep the opening as small as possible and tell you how it will be closed.',
      ],
      signs: [
        'A water bill that jumps without a change in use',
        'The water meter moving when every fixture is off',
        'Damp spots, bubbling paint or warped flooring',
        'The sound of running water when nothing is on',
        'Low water pressure throughout the house',
        'Warm spots on a floor above a slab, a sign of a hot-water line leak',
      ],
      steps: [
        'We check the water meter to confirm a leak and decide whether it is on the supply or drain side.',
        'Detection tools narrow the leak to a location before any opening is made.',
        'We shut off water to the area and open the smallest access needed.',
        'The damaged pipe is cut out and replaced with suitable material and fittings.',
        'We pressure-test the repair and restore water before closing up.',
      ],
      cost: [
        'Leak repair price depends on where the pipe runs, what it is made of and how much wall, ceiling or slab must be opened.',
        'A single pinhole in reachable copper is a small job, while a slab leak or a failing galvanized system can mean rerouting or repiping.',
      ],
      timing: [
        'Reachable leaks are usually fixed in one visit; slab leaks and repipes take longer and are planned in stages.',
      ],
      faqs: [
        {
          q: 'How do I find my main water shutoff?',
          a: 'It is usually where the water line enters the house, often in a basement, crawl space, garage or near the water heater. Some homes also have a curb valve near the street; learn both before you need them.',
        },
        {
          q: 'Should I repair or repipe my house?',
          a: 'If leaks keep appearing in old galvanized or polybutylene pipe, repiping usually costs less over time than chasing each one. If the pipe is sound and one fitting failed, a repair is enough.',
        },
        {
          q: 'Will homeowners insurance cover a leak?',
          a: 'Many policies cover sudden water damage but not slow leaks or worn-out pipe. Check your policy, and photograph the damage before cleanup.',
        },
      ],
    },
    {
      name: 'Sewer Line Repair',
      keyword: 'sewer line repair',
      what: [
        'The sewer line carries every drain in the house to the city sewer or septic system, and when it fails, every fixture feels it.',
        'Tree roots, shifting soil, corroded cast iron and collapsed clay pipe are the usual causes of sewer line trouble.',
        'A camera inspection shows the break, the belly or the root mass and measures where it is, so the repair is planned before digging.',
        'Depending on the pipe and yard, repairs can be a spot excavation, a full replacement or a trenchless method such as pipe lining or pipe bursting.',
        "We explain which parts of the line are the homeowner's responsibility and which belong to the city, since that varies by area.",
      ],
      signs: [
        'Several drains backing up at once, especially on the lowest floor',
        'Sewage odors in the yard or basement',
        'Soggy or unusually green patches of lawn over the line',
        'Recurring main-line clogs despite regular cleaning',
        'Gurgling toilets when other fixtures drain',
      ],
      steps: [
        'We clear the line enough to run a camera through it.',
        'The camera locates and measures the problem and the depth of the pipe.',
        'You get a written plan comparing repair methods for your yard and pipe.',
        'Permits and utility locates are arranged where required before digging.',
        'The line is repaired or replaced, then tested and shown on camera again.',
      ],
      cost: [
        'Sewer repair cost depends on the depth and length of pipe, the method, and what sits on top of it, such as a driveway, trees or landscaping.',
        'Trenchless methods reduce digging but need a pipe in suitable condition, and permit requirements vary by city.',
      ],
      timing: [
        'Spot repairs can be quick, while full replacements are scheduled around permits, locates and digging.',
        'Have a camera inspection done before buying an older home.',
      ],
      faqs: [
        {
          q: 'What is trenchless sewer repair?',
          a: 'Trenchless methods repair or replace the pipe through small access pits instead of a long trench. Lining coats the inside of the old pipe, and bursting pulls a new pipe through while breaking the old one apart.',
        },
        {
          q: 'Can roots be removed for good?',
          a: 'Cutting roots clears the line, but they return through the same cracked joints. A permanent fix seals or replaces the damaged section.',
        },
        {
          q: 'Who is responsible for the sewer line?',
          a: 'In many areas the homeowner owns the line from the house to the city main or the property line. Your local sewer utility can confirm where your responsibility ends.',
        },
      ],
    },
    {
      name: 'Emergency Plumbing',
      keyword: 'emergency plumber',
      needs24h: true,
      what: [
        'Emergency plumbing covers the problems that cannot wait: burst pipes, overflowing toilets, sewage backups and water heaters leaking across the floor.',
        'The first step is stopping the water, so we talk you through finding the main shutoff or fixture valve when you call.',
        'We then find the source, make a safe repair and leave the system working or isolated until the permanent fix.',
        'We point out any water damage that needs drying so mold does not follow the leak.',
        'You get a clear price before we start, even when the problem is urgent.',
      ],
      signs: [
        'A pipe has burst or split and water is spraying',
        'Sewage is backing up into tubs, floor drains or toilets',
        'A water heater is leaking steadily or the relief valve keeps discharging',
        'A toilet or fixture is overflowing and will not stop',
        'You smell gas near a gas water heater; leave the house and call the gas utility first',
      ],
      steps: [
        'Shut off the main water valve or the fixture valve if you can do it safely.',
        'Switch off electricity to wet areas at the breaker if it is safe to reach.',
        'We locate the failure and stop the leak or backup.',
        'A repair is made, or the line is capped so the rest of the house has water.',
        'We explain any follow-up work and help document damage for your insurer.',
      ],
      cost: [
        'The price depends on the failure, the access and the parts needed; after-hours visits may carry a different rate, which is always stated before work starts.',
        'A temporary fix followed by a planned repair can cost less than a full rebuild done in a rush.',
      ],
      timing: ['Turning the water off quickly is the biggest factor in how much damage a leak causes.'],
      faqs: [
        {
          q: 'What should I do while I wait for the plumber?',
          a: 'Turn off the water, move belongings away from the leak and soak up what you can. Take photos for your insurer before cleanup.',
        },
        {
          q: 'Is a running toilet an emergency?',
          a: 'A running toilet wastes water but can usually wait; close the valve behind it until a regular visit. An overflowing toilet that will not stop is urgent.',
        },
        {
          q: 'What if I smell sewage in the house?',
          a: 'Stop using drains, keep people and pets away from any backup and ventilate the area. Sewage contains bacteria, so avoid touching it without gloves and boots.',
        },
      ],
    },
  ],
  why: [
    'Written prices agreed before any work starts',
    'Camera inspections that show the problem instead of guessing',
    'Repairs that fix the cause of a clog or leak, not only the symptom',
    'Drop cloths, shoe covers and clean work areas',
    'Honest advice on repair versus replacement for water heaters and pipes',
    'Work done to the local plumbing code, with permits pulled where required',
    'Every repair tested before we leave',
    'Clear explanations of what can wait and what cannot',
  ],
  prepare: [
    'The location of your main water shutoff, if you know it',
    'The age and model label of the water heater, if that is the problem',
    'Which fixtures are affected and when the problem started',
    'Photos of any leaks, stains or error codes',
    'Clear access under sinks and to the cleanout or crawl space',
  ],
  faqs: [
    {
      q: 'Do plumbers need a license?',
      a: 'Most states and many cities license plumbers, and rules differ by area. Ask for the license number and check it with the licensing board in {stateName} or your city.',
    },
    {
      q: 'Why is my water pressure low?',
      a: 'Low pressure can come from a clogged aerator, a failing pressure regulator, a partly closed valve or corroded pipe. If it affects the whole house, the regulator or supply line is the usual suspect.',
    },
    {
      q: 'How can I prevent frozen pipes?',
      a: 'Insulate pipes in crawl spaces, garages and outside walls, disconnect garden hoses in fall and keep the heat on when you travel. On very cold nights, let a faucet on an outside wall drip and open the cabinet doors beneath it.',
    },
    {
      q: 'What causes a toilet to keep running?',
      a: 'Usually a worn flapper, a misadjusted float or a fill valve that does not shut off. These parts are inexpensive, and replacing them stops the wasted water.',
    },
    {
      q: 'Can you replace a water heater in the same visit as the diagnosis?',
      a: 'Sometimes, if the right size and fuel type is available and the venting and connections are up to code. Otherwise we schedule the install once the heater is on hand.',
    },
    {
      q: 'What is a backflow preventer?',
      a: 'It is a valve that stops dirty water from flowing back into the drinking water supply. Irrigation systems and some homes need one, and many areas require periodic testing.',
    },
    {
      q: 'Is hard water a plumbing problem?',
      a: 'Hard water leaves scale in pipes, fixtures and water heaters, which shortens their life. A water softener or regular descaling of tankless heaters and fixtures helps.',
    },
  ],
  seasons: [
    {
      months: [11, 0, 1],
      advice: [
        'Where winters freeze, insulate exposed pipes and disconnect garden hoses before the first hard frost.',
        'Holiday guests put extra load on drains; go easy on grease and food scraps in the disposal.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Spring is a good time to check outdoor faucets for splits from winter freezes.',
        'Test the sump pump before the heavy spring rains.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'Summer brings more showers, laundry and irrigation; watch the water bill for hidden leaks.',
        'Tree roots grow fast in summer and hunt for moisture in sewer lines.',
      ],
    },
    {
      months: [8, 9, 10],
      advice: [
        'Fall is the time to flush the water heater before it works hardest in winter.',
        'Shut off and drain outdoor faucets and irrigation lines before the cold arrives.',
      ],
    },
  ],
  banned: ['cheapest plumber', 'no-dig guaranteed', 'free water heater'],
};
