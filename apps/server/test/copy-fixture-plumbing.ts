// Test copy for an emergency trade with around-the-clock services (see copy-fixtures.ts).
import type { VerticalCopy } from '../src/modules/sites/generator/content/copy';

export const PLUMBING_COPY: VerticalCopy = {
  slug: 'plumbing',
  kind: 'emergency',
  audience: 'homeowners',
  about: [
    'Plumbing is the system nobody thinks about until a drain backs up or a pipe starts to drip behind a wall.',
    'Homes around {city} mix older galvanized and copper lines with newer PEX, and each ages in its own way.',
    'We clear drains, repair and replace water heaters, fix leaks and replace fixtures for homeowners across {county}.',
    'Every visit starts with finding the cause, because a slow drain or a noisy heater is usually a symptom of something else.',
    'You hear the options in plain words, with a written price before any work starts.',
    'Hard water, tree roots and aging shut-off valves are the problems we see most often in this part of {stateName}.',
    'Small leaks are cheaper to fix early, so it pays to ask as soon as you notice a stain, a drip or a rise in the water bill.',
  ],
  services: [
    {
      name: 'Drain Cleaning',
      keyword: 'drain cleaning',
      what: [
        'Drain cleaning clears the grease, hair, soap scum and roots that narrow a pipe until water stops flowing.',
        'A cable machine, also called a snake, cuts through most clogs in sinks, tubs and floor drains.',
        'Main sewer lines blocked by roots or heavy buildup may need hydro jetting, which scours the pipe wall with high-pressure water.',
        'A camera inspection shows whether the line is cracked, sagging or separated at a joint, so you know if cleaning is enough.',
        'We avoid harsh chemical drain openers, which can damage older pipes and rarely clear the real blockage.',
      ],
      signs: [
        'Water draining slowly from more than one fixture',
        'Gurgling sounds from the toilet when the sink drains',
        'Sewage smells near floor drains or the yard cleanout',
        'Water backing up into the tub when the toilet is flushed',
        'The same drain clogging again a few weeks after clearing it',
      ],
      steps: [
        'We ask which fixtures are slow and run water to see how the system behaves.',
        'The right access point is chosen: the fixture, a cleanout or the roof vent.',
        'A cable or jetter clears the line, and the flow is tested afterward.',
        'For repeat clogs, a camera shows the condition of the pipe.',
        'You get a short report and advice on keeping the line clear.',
      ],
      cost: [
        'The price depends on where the clog sits, how easy the cleanout is to reach and whether the main line is involved.',
        'Hydro jetting and camera inspections cost more than a simple cable, so they are offered when the problem calls for them.',
      ],
      timing: [
        'Most single-fixture clogs are cleared in one visit.',
        'Main line work takes longer when the cleanout is buried or has to be installed first.',
      ],
      faqs: [
        {
          q: 'Are chemical drain cleaners safe for my pipes?',
          a: 'They can soften old pipes and seals and often leave the real blockage in place. A mechanical cleaning is safer and lasts longer.',
        },
        {
          q: 'Why does my drain keep clogging?',
          a: 'Repeat clogs usually point to buildup further down the line, roots or a sag in the pipe. A camera inspection shows which one it is.',
        },
        {
          q: 'Do I need a cleanout to clear the main line?',
          a: 'A cleanout makes the job faster and cleaner. If your house has none, we can clear the line through a toilet or install a cleanout.',
        },
      ],
    },
    {
      name: 'Water Heater Repair',
      keyword: 'water heater repair',
      what: [
        'Water heater repair restores hot water when a tank or tankless unit stops heating, heats unevenly or leaks.',
        'Common fixes include replacing a thermocouple, igniter, heating element, thermostat or pressure relief valve.',
        'Sediment from hard water settles at the bottom of a tank and makes popping sounds as it overheats.',
        'We check the gas supply or electrical connections, the venting and the relief valve on every visit.',
        'When a tank itself is leaking, repair is no longer possible and we explain the replacement options side by side.',
      ],
      signs: [
        'No hot water, or hot water that runs out quickly',
        'Rusty or cloudy water from the hot tap',
        'Popping or rumbling sounds from the tank',
        'Water pooling around the base of the heater',
        'A pilot light that will not stay lit',
      ],
      steps: [
        'We confirm the type, age and fuel of the heater.',
        'The burner or elements, thermostat and relief valve are tested.',
        'You get the diagnosis and a written price for the repair.',
        'Parts are replaced and the tank is flushed if sediment is the problem.',
        'We test the temperature and the relief valve before leaving.',
      ],
      cost: [
        'The cost depends on the part that failed, whether the unit is gas, electric or tankless, and how easy it is to reach.',
        'On older tanks we compare the repair with the cost of replacement, so you do not pay to fix a heater near the end of its life.',
      ],
      timing: ['Common parts are often on the truck, so many repairs are finished in one visit.'],
      faqs: [
        {
          q: 'How long does a water heater last?',
          a: 'Tank heaters usually last around ten years, less with hard water and no flushing. Tankless units last longer with yearly descaling.',
        },
        {
          q: 'Should I repair or replace my water heater?',
          a: 'If the tank leaks or the heater is near the end of its life, replacement usually makes more sense. Otherwise a repair is often the better value.',
        },
        {
          q: 'Why does my water heater make popping sounds?',
          a: 'Sediment at the bottom of the tank traps water that boils as the burner runs. Flushing the tank often quiets it and improves efficiency.',
        },
      ],
    },
    {
      name: 'Leak Detection and Repair',
      keyword: 'leak repair',
      what: [
        'Leak detection finds water escaping from supply lines, drains or fixtures, including leaks hidden in walls, ceilings and slabs.',
        'Acoustic listening, thermal imaging and pressure tests locate the leak without opening more of the house than necessary.',
        'Once the leak is found, the damaged section of pipe is repaired or replaced with matching material.',
        'We also check nearby joints and shut-off valves, which often fail around the same time.',
      ],
      signs: [
        'A water bill that rises without a change in use',
        'The water meter moving when every tap is off',
        'Warm spots on a floor over a slab',
        'Stains, bubbling paint or a musty smell on a wall or ceiling',
        'The sound of running water when nothing is on',
      ],
      steps: [
        'We read the meter and test the system pressure.',
        'Listening and imaging tools narrow the leak down to a small area.',
        'A small access opening is made where the leak is confirmed.',
        'The pipe is repaired and the system is tested under pressure.',
        'You get photos of the repair for your records or your insurer.',
      ],
      cost: [
        'The price depends on where the leak is, how much wall, floor or slab has to be opened and the pipe material.',
        'Slab leaks can be repaired in place or rerouted through walls or the attic, and we compare both.',
      ],
      timing: ['Most leaks are found in one visit; slab repairs may need a second day.'],
      faqs: [
        {
          q: 'Will you have to tear up my floor to find a leak?',
          a: 'Usually not. The tools locate the leak closely enough that only a small opening is needed where the repair is made.',
        },
        {
          q: 'Does homeowners insurance cover leaks?',
          a: 'Many policies cover sudden water damage but not the pipe repair itself or slow leaks. Check your policy and keep the photos we take.',
        },
        {
          q: 'What should I do while I wait for a leak repair?',
          a: 'Turn off the main shut-off valve if water is spreading, move valuables away and switch off power to wet areas if it is safe.',
        },
      ],
    },
    {
      name: 'Emergency Plumbing',
      keyword: 'emergency plumber',
      needs24h: true,
      what: [
        'Emergency plumbing covers the problems that cannot wait: burst pipes, overflowing toilets, sewer backups and water heaters leaking across the floor.',
        'The first goal is to stop the water and make the house safe, then to repair the cause.',
        'We carry common fittings, valves and pipe so most emergency repairs are finished on the first visit.',
        'If a full repair needs parts or a second visit, we leave the system in a safe, usable state until then.',
      ],
      signs: [
        'A burst or frozen pipe spraying water',
        'Sewage coming up through a floor drain or tub',
        'A toilet overflowing that will not stop',
        'No water at all in the house',
        'A smell of gas near a gas water heater',
      ],
      steps: [
        'Shut off the main water valve if you can do it safely.',
        'Tell us what is happening and where the water is coming from.',
        'We stop the leak or backup and make the area safe.',
        'The cause is repaired, or a temporary fix holds until parts arrive.',
        'We explain what failed and how to prevent it happening again.',
      ],
      cost: [
        'Emergency work is priced by the repair and the time of the visit, and you hear the price before work starts.',
        'Knowing where your main shut-off is can limit water damage and keep the repair smaller.',
      ],
      timing: ['Emergency calls are answered first and scheduled ahead of routine work.'],
      faqs: [
        {
          q: 'What counts as a plumbing emergency?',
          a: 'Anything that is flooding, backing up sewage, leaving you without water or putting gas or electricity at risk. Drips and slow drains can usually wait for a regular visit.',
        },
        {
          q: 'Where is my main water shut-off?',
          a: 'Usually where the water line enters the house, in a basement, crawl space, garage or a box near the curb. It is worth finding before you need it.',
        },
        {
          q: 'What should I do if I smell gas?',
          a: 'Leave the house, do not switch anything on or off, and contact the gas utility from outside. Plumbing work on gas lines waits until the utility says it is safe.',
        },
      ],
    },
  ],
  why: [
    'The cause found first, not just the symptom',
    'Written prices before any work starts',
    'Clean work areas with floor and wall protection',
    'Common parts carried on the truck',
    'Repair and replacement compared honestly',
    'Photos of what we found and what we fixed',
    'Advice on preventing the next clog or leak',
  ],
  prepare: [
    'Where your main water shut-off is',
    'The age and type of your water heater, if it is involved',
    'Which fixtures are affected and since when',
    'Photos of any leak, stain or standing water',
  ],
  faqs: [
    {
      q: 'How do I know if a plumbing problem is urgent?',
      a: 'Spreading water, sewage backups and a loss of water are urgent. A slow drain or a dripping tap can wait for a regular appointment.',
    },
    {
      q: 'Do you work on older homes?',
      a: 'Yes. Older homes often have galvanized or cast iron pipes, and we explain when a section is worth replacing rather than patching.',
    },
    {
      q: 'Can hard water damage my plumbing?',
      a: 'Over time, hard water leaves scale in pipes, fixtures and water heaters. Flushing the heater and cleaning aerators helps, and a softener can reduce it further.',
    },
    {
      q: 'What should I ask before hiring a plumber?',
      a: 'Ask for a written price, who will do the work, how parts and labor are warrantied, and the license number where your state requires one.',
    },
    {
      q: 'How can I prevent frozen pipes?',
      a: 'Insulate pipes in unheated spaces, disconnect garden hoses before the first freeze and keep cabinet doors open on the coldest nights.',
    },
    {
      q: 'Is it worth replacing old shut-off valves?',
      a: 'Old valves often stick or leak when they are finally turned. Replacing them during another repair saves trouble later.',
    },
  ],
  seasons: [
    {
      months: [11, 0, 1],
      advice: [
        'Insulate exposed pipes and disconnect hoses before hard freezes.',
        'Frozen pipes are the most common winter problem; know where your shut-off is.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: ['Spring is a good time to flush the water heater and check the sump pump before heavy rain.'],
    },
    {
      months: [5, 6, 7],
      advice: [
        'Summer guests and yard work put extra load on drains and hose bibs; fix slow drains before the holidays.',
      ],
    },
    {
      months: [8, 9, 10],
      advice: [
        'Book a water heater check before the winter rush, when hot water matters most.',
        'Have tree roots cleared from sewer lines before the ground gets cold.',
      ],
    },
  ],
};
