// Moving copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const moving: VerticalCopy = {
  slug: 'moving',
  kind: 'planned',
  audience: 'households',
  about: [
    'Moving is one of the most stressful things a household does, and the right movers turn a chaotic day into a planned one.',
    'We help with local moves across {city} and nearby towns, long-distance moves to other states, packing, and loading or unloading help when you drive the truck yourself.',
    'A good move starts with an accurate estimate, which means someone looking at what you actually own rather than guessing from the number of bedrooms.',
    'On moving day, crews protect floors, door frames and banisters, wrap furniture in pads, and load the truck so heavy items ride low and nothing shifts.',
    'We explain the paperwork in plain terms: the estimate, the bill of lading, and how protection for your belongings works if something is damaged.',
    'Whether you are moving a studio apartment or a four-bedroom house, the goal is the same: everything arrives where it should, in the condition it left.',
  ],
  services: [
    {
      name: 'Local Moving',
      keyword: 'local movers',
      what: [
        'Local moving covers moves within the metro area or a short drive, usually priced by the hour for a crew and truck.',
        'The crew wraps furniture in moving pads, disassembles beds and tables as needed, protects floors and doorways, and loads the truck in a planned order.',
        'At the new home, furniture is placed in the rooms you choose, beds are reassembled and boxes are set in the right rooms so unpacking is easier.',
        'Most local moves are regulated by the state, and many states require movers to hold a state license or registration, so ask for it when you compare companies.',
        'Packing can be done by you or added as a service, and specialty items such as pianos, safes and large mirrors are planned for in advance.',
      ],
      signs: [
        'You are moving across town or to a neighboring city',
        'Your furniture is too heavy or large to move with friends',
        'You have stairs, elevators or long walks to the truck at either end',
        'Your lease dates leave little room for a do-it-yourself move',
      ],
      steps: [
        'We review your inventory by video or in person and give a written estimate.',
        'You confirm the date, arrival window, addresses and any parking or elevator reservations.',
        'The crew protects the home, wraps furniture and loads the truck.',
        'At the new home, items are unloaded, placed in the right rooms and beds reassembled.',
        'You check the inventory and sign off once everything is in.',
      ],
      cost: [
        'Local moves are usually priced by crew size and time, so the volume of belongings, how well packed they are, stairs and the distance from door to truck all matter.',
        'Specialty items, extra stops, packing materials and travel time between locations can add to the price.',
      ],
      timing: [
        'Smaller apartments are often moved in part of a day, while larger homes can take a full day.',
        'Book several weeks ahead for weekends and the end of the month, which fill first.',
      ],
      faqs: [
        {
          q: 'How many movers do I need?',
          a: 'It depends on the size of the home and access, and a larger crew often finishes faster. Your estimator recommends a crew size based on the inventory.',
        },
        {
          q: 'Do you disassemble furniture?',
          a: 'Yes, beds, tables and similar pieces are taken apart and reassembled as part of most moves. Tell us about anything complex, like wall units or cribs.',
        },
        {
          q: 'Should I reserve an elevator or parking?',
          a: 'Yes, if your building or street requires it. Reserved elevators and truck parking keep the crew working instead of waiting.',
        },
      ],
    },
    {
      name: 'Long-Distance Moving',
      keyword: 'long distance movers',
      what: [
        'Long-distance moving takes your belongings to another city or state, priced mainly by weight or volume and the distance traveled rather than by the hour.',
        'Interstate movers must be registered with the Federal Motor Carrier Safety Administration and have a USDOT number, which you can look up before you sign anything.',
        'They are also required to give you the federal booklet explaining your rights and responsibilities when you move, along with a written estimate.',
        'Estimates can be binding, where the price is set for the listed items, or non-binding, where the final price depends on the actual weight.',
        'Your shipment may share a truck with others, so ask about delivery windows and whether a dedicated truck is available.',
      ],
      signs: [
        'A job transfer or family move to another state',
        'A move far enough that you cannot make several trips',
        'You need storage between leaving one home and moving into the next',
        'You want a clear written estimate before you commit',
      ],
      steps: [
        'A surveyor reviews your belongings in person or by video and prepares a written estimate.',
        'You choose a valuation option and confirm pickup and delivery windows.',
        'Items are packed, inventoried with tags and loaded onto the truck.',
        'Your shipment is transported and you receive updates on delivery timing.',
        'At delivery, items are unloaded, placed and checked against the inventory.',
      ],
      cost: [
        'Weight or volume of your shipment and the distance are the main factors, along with packing services and the time of year.',
        'Access problems such as long carries, stairs and shuttle trucks for streets a large truck cannot reach add charges, and binding estimates spell these out up front.',
      ],
      timing: [
        'Delivery windows depend on distance and how many shipments share the truck.',
        'Book well in advance for summer, when long-distance schedules are the tightest.',
      ],
      faqs: [
        {
          q: 'How do I check a long-distance mover?',
          a: "Look up the USDOT number on the Federal Motor Carrier Safety Administration's website to confirm registration and see complaint history. Be wary of any mover that gives a price without seeing your belongings.",
        },
        {
          q: 'What is valuation coverage?',
          a: "It is the mover's liability for lost or damaged items. Basic coverage pays very little per pound, while full value protection covers repair or replacement at a higher cost, so read the options carefully.",
        },
        {
          q: 'What is a binding estimate?',
          a: 'A binding estimate sets the price for the items listed, so the final bill does not change unless you add items or services. A non-binding estimate can change based on the actual weight.',
        },
      ],
    },
    {
      name: 'Packing Services',
      keyword: 'packing services',
      what: [
        'Packing services mean trained packers box up your home using proper cartons, paper, bubble wrap and specialty boxes for dishes, wardrobes, mirrors and TVs.',
        'Professional packing protects fragile items better than improvised boxes and speeds up moving day because everything is ready to load.',
        'You can choose full packing of the entire home or partial packing for the kitchen, fragile items and artwork while you pack the rest.',
        'Boxes are labeled by room and contents, and unpacking service can be added at the new home.',
        'Items movers generally will not pack or carry, such as flammables, firearms and valuables like jewelry and documents, should stay with you.',
      ],
      signs: [
        'You have a lot of fragile items, art or heirlooms',
        'Work or family leaves little time to pack',
        'A long-distance move where items travel far and may be handled several times',
        'You want a kitchen packed properly without breaking dishes',
      ],
      steps: [
        'We plan the packing day based on the estimate and the items that need special boxes.',
        'Packers arrive with materials and start with items you will not need before the move.',
        'Fragile items are wrapped individually and boxed with cushioning.',
        'Boxes are sealed, labeled and staged for loading.',
      ],
      cost: [
        'The number of rooms packed, the amount of fragile items and the materials used drive the price.',
        'Crating for art, marble or glass tabletops and unpacking service at the new home add to it.',
      ],
      timing: ['Most homes are packed the day before the move, with larger homes taking more than a day.'],
      faqs: [
        {
          q: 'Can I pack some things myself?',
          a: 'Yes, partial packing is common. Movers may not be liable for damage inside boxes you pack yourself, so consider professional packing for fragile items.',
        },
        {
          q: 'What should I keep with me?',
          a: 'Medications, documents, jewelry, laptops, keys and a first-night bag. Anything irreplaceable or urgently needed should travel with you.',
        },
        {
          q: 'Do you provide boxes?',
          a: 'Packing services include boxes and materials. If you pack yourself, you can usually buy moving boxes and specialty cartons from the mover.',
        },
        {
          q: 'How do you pack a TV?',
          a: 'Flat-screen TVs travel best in their original box or a specialty TV carton with foam corners. They are moved upright and never laid flat on the screen.',
        },
      ],
    },
    {
      name: 'Apartment Moving',
      keyword: 'apartment movers',
      what: [
        'Apartment moves have their own challenges: elevators, stairwells, narrow hallways, loading docks and building rules about moving hours.',
        "Many buildings require a certificate of insurance from the mover before moving day, so we ask for your building's requirements early.",
        'The crew protects elevator walls and common areas and works efficiently within reserved time slots.',
        'Furniture is measured and disassembled when needed to fit through tight doorways and stair turns.',
        'Studio and one-bedroom moves are often done with a smaller truck and crew, which keeps them economical.',
      ],
      signs: [
        'You live on an upper floor, with or without an elevator',
        'Your building requires a reserved move time or insurance certificate',
        'Street parking for a truck is limited',
        'Lease dates for both apartments overlap by only a day or two',
      ],
      steps: [
        'You send building rules for both addresses and we arrange the insurance certificate if required.',
        'Elevator time and truck parking are reserved for both ends.',
        'Common areas are protected and the crew moves items in an efficient order.',
        'Furniture is reassembled and placed in the new apartment.',
      ],
      cost: [
        'Floors, elevator access, walking distance to the truck and the amount of furniture shape the price.',
        'Waiting time caused by building restrictions or elevator problems can add to an hourly move.',
      ],
      timing: [
        'End-of-month dates are the busiest for apartment moves, so book early and reserve elevators at once.',
      ],
      faqs: [
        {
          q: 'What is a certificate of insurance?',
          a: "It is a document from the mover's insurer that names the building as covered during the move. Many apartment buildings require one before they allow movers in.",
        },
        {
          q: 'Can you move a couch up narrow stairs?',
          a: 'Often, with the right technique, removing legs or doors, or hoisting in some cases. We measure ahead when we know it will be tight.',
        },
        {
          q: 'Is a small move worth hiring movers?',
          a: 'Many people find that the time, lifting and truck rental make it worthwhile. Minimum charges apply, so ask for them up front.',
        },
        {
          q: 'What if my new apartment is not ready on moving day?',
          a: 'Tell us as soon as you know, since short-term storage on the truck or in a warehouse may be possible. Waiting time on an hourly move adds to the bill, so a backup plan helps.',
        },
      ],
    },
    {
      name: 'Loading and Unloading Help',
      keyword: 'moving help',
      what: [
        'Loading and unloading help provides a crew to lift and pack a rental truck, trailer or portable storage container that you drive or have delivered.',
        'Loading well takes skill: heavy items and appliances go first against the front wall, furniture is padded and strapped, and boxes are stacked in tiers so the load does not shift.',
        'It is a cost-effective middle path for people who want to drive themselves but not lift a houseful of furniture.',
        'The same crew service works at the other end, unloading and placing furniture in the right rooms.',
        'Crews can also rearrange furniture within a home or move items into storage units.',
      ],
      signs: [
        'You have rented a truck or portable container',
        'You are moving yourself but need strong, experienced help',
        'You have heavy items like a dresser, sleeper sofa or appliances',
        'You need items moved into or out of a storage unit',
      ],
      steps: [
        'You tell us the truck or container size, the address and the amount of belongings.',
        'The crew arrives with dollies, pads and straps.',
        'Items are loaded in tiers, padded and strapped to prevent shifting.',
        'At unloading, furniture is placed where you want it.',
      ],
      cost: [
        'Labor-only moves are priced by crew size and time, with stairs, distance to the truck and heavy items affecting how long it takes.',
        'Pads, straps and disassembly help are often included, but ask what comes with the crew.',
      ],
      timing: ['Most loading or unloading jobs take part of a day, and weekends book quickly.'],
      faqs: [
        {
          q: 'Are you responsible for items in my rental truck?',
          a: 'Crews are responsible for their work, but your truck rental and its protection plan are separate. Ask how liability works for labor-only services.',
        },
        {
          q: 'Do I need to provide pads and straps?',
          a: 'Many crews bring them, while rental companies also rent them. Confirm what the crew brings when you book.',
        },
        {
          q: 'Can you load a portable container?',
          a: 'Yes, containers are loaded like trucks, with tight, tiered stacking and straps. A well-packed container arrives with less shifting and damage.',
        },
        {
          q: 'Can you unload at a storage unit?',
          a: 'Yes, crews can unload into storage units and stack items so you can reach what you need later. Measure the unit first so everything fits.',
        },
      ],
    },
  ],
  why: [
    'Written estimates based on your actual belongings',
    'Furniture padded, wrapped and loaded to prevent shifting',
    'Floors, door frames and common areas protected',
    'Clear explanations of valuation and paperwork',
    'Crews that reassemble beds and place items in the right rooms',
    'Help with building rules, parking and elevator reservations',
    'Options from labor-only help to full packing service',
  ],
  prepare: [
    'Both addresses with floors, stairs, elevators and parking details',
    'A room-by-room list of furniture and large items',
    'Your move date and how flexible it is',
    'Specialty items such as pianos, safes, artwork or exercise equipment',
    'Building requirements such as insurance certificates or move hours',
  ],
  faqs: [
    {
      q: 'How far ahead should I book movers?',
      a: 'Several weeks is comfortable for most local moves, and longer for summer weekends, month-end dates and long-distance moves. Off-peak weekdays give the most flexibility.',
    },
    {
      q: 'How do I avoid moving scams?',
      a: "Get a written estimate based on a survey of your belongings, check the mover's state license or USDOT registration, and be cautious of large cash deposits. A price that seems far below others is a warning sign.",
    },
    {
      q: 'What items will movers not take?',
      a: "Flammables, propane, paint, chemicals, perishable food and plants are usually excluded, and some movers will not take firearms. Ask for the mover's list.",
    },
    {
      q: 'What if something is damaged?',
      a: 'Note it on the inventory at delivery and file a claim in writing with photos. How much you recover depends on the valuation option you chose.',
    },
    {
      q: 'Should I tip movers?',
      a: 'Tipping is common but optional, and many customers also provide water and snacks. It is a thank-you for careful work, not a requirement.',
    },
    {
      q: 'Can you move appliances?',
      a: 'Movers carry appliances, but disconnecting gas lines, water lines and ice makers should be done beforehand by you or a qualified technician. Washers need their drum secured for transport.',
    },
    {
      q: 'What should I do the night before?',
      a: "Empty and defrost the fridge, pack a first-night bag, set aside documents and valuables, and clear paths to the door. Make sure you have the crew's contact details.",
    },
  ],
  seasons: [
    {
      months: [0, 1, 2],
      advice: [
        'Winter is the quietest moving season, with the most open dates and flexible scheduling.',
        'Plan for snow and ice: clear walkways and driveways the night before and leave room for salt or sand at entries.',
      ],
    },
    {
      months: [3, 4],
      advice: [
        'Spring is when the busy season starts, so reserve summer dates now if you know them.',
        'Start decluttering before the move so you pay to move only what you want to keep.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'Summer is the busiest time to move, with school breaks and lease turnovers, so book as early as you can.',
        'In hot weather, start early in the day and keep water on hand for everyone.',
      ],
    },
    {
      months: [8, 9, 10, 11],
      advice: [
        'Fall dates open up after the rush, making September and October good months to move.',
        'Moves close to the holidays need extra planning around family travel and shorter days.',
      ],
    },
  ],
  banned: ['damage-free', 'cheapest movers', 'fully insured', 'no hidden fees ever'],
};
