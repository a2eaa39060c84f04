// Junk removal copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const junkRemoval: VerticalCopy = {
  slug: 'junk-removal',
  kind: 'planned',
  audience: 'homeowners',
  about: [
    'Junk piles up quietly: a couch nobody sits on, a basement of boxes, an old treadmill, the leftovers from a remodel.',
    'Getting rid of it yourself means borrowing a truck, lifting heavy items down stairs and figuring out what the landfill or transfer station will take.',
    'We do the lifting and loading from wherever the items are, in the house, garage, yard or curb, and sweep up when the space is empty.',
    'Around {city}, usable furniture and household goods can often go to local donation centers and metal and cardboard to recyclers, so not everything ends up in a landfill.',
    'Pricing is usually based on how much space your items take in the truck, and you see the price before anything is loaded.',
    'Whether it is one recliner or a whole house after a loss in the family, we handle it carefully and respectfully.',
  ],
  services: [
    {
      name: 'Junk Removal',
      keyword: 'junk removal',
      what: [
        'Full-service junk removal means a crew comes to you, lifts and loads the items you point to, and hauls them away for disposal, donation or recycling.',
        'It covers almost anything household: furniture, mattresses, boxes, old electronics, exercise equipment, toys, carpet, and yard debris.',
        'Items that cannot go in a regular truck, such as paint, solvents, fuel, chemicals and asbestos materials, have to go through local household hazardous waste programs, and we tell you up front what we cannot take.',
        'Junk hauling is priced by volume, so a single item costs far less than a full truckload, and the estimate on site is based on what you actually see.',
        'You do not need to bring anything to the driveway; the crew carries items out of basements, attics and upstairs rooms.',
      ],
      signs: [
        'A garage you can no longer park in',
        'A basement or attic full of boxes and broken items',
        'Old furniture that will not fit in your car',
        'A bulky item the city trash pickup will not take',
        'You are getting a home ready to sell or rent',
      ],
      steps: [
        'You describe or send photos of what needs to go, and we give a rough price range.',
        'At the appointment the crew looks at the items and confirms the price before loading.',
        'Items are carried out with care for floors, doorways and walls.',
        'The space is swept or raked clean once it is empty.',
        'Usable items go to donation, recyclables are separated, and the rest goes to a licensed disposal site.',
      ],
      cost: [
        'The main factor is volume: how much of the truck your items fill, with heavy materials such as concrete, dirt and shingles priced by weight limits.',
        'Items with special disposal fees, such as mattresses, tires and appliances with refrigerant, and long carries or stairs can add to the price.',
      ],
      timing: [
        'Most household pickups take a short visit once the crew is on site, with whole-house jobs taking longer.',
        'Booking a few days ahead gives you the widest choice of time windows.',
      ],
      faqs: [
        {
          q: 'Do I need to be home?',
          a: 'Not always. If items are outside or in an unlocked garage, we can often confirm the price by phone and send photos when the job is done.',
        },
        {
          q: 'What can you not take?',
          a: 'Paint, chemicals, fuel, propane tanks, medical waste and asbestos need special handling and are not loaded with regular junk. We can tell you where local programs accept them.',
        },
        {
          q: 'Do you recycle or donate?',
          a: 'Whenever items are in usable condition or recyclable, we separate them from the trash. Donation depends on what local charities accept, which often excludes stained or damaged upholstery.',
        },
      ],
    },
    {
      name: 'Furniture Removal',
      keyword: 'furniture removal',
      what: [
        'Furniture removal takes away sofas, sectionals, recliners, mattresses, dressers, desks, tables and other pieces too heavy or bulky to move on your own.',
        'The crew protects door frames and floors, removes legs or takes apart pieces when they will not fit through a doorway, and carries them down stairs safely.',
        'Sleeper sofas, pianos, hot tubs and very heavy pieces need extra hands or equipment, so tell us about them when you book.',
        'Good-condition furniture can often be donated, which keeps it in use and out of the landfill.',
        'It is a simple solution when new furniture is arriving and the old pieces need to be gone first.',
      ],
      signs: [
        'A new sofa or bed is on its way and the old one has nowhere to go',
        'Furniture that is broken, stained or infested and cannot be donated by you',
        'A rental unit left full of furniture by a previous tenant',
        'Downsizing to a smaller home or apartment',
      ],
      steps: [
        'Tell us the pieces and where they are in the home, including stairs and tight turns.',
        'The crew confirms the price on site and protects floors and walls along the path out.',
        'Pieces are taken apart if needed and carried out and loaded.',
        'Donatable pieces are set aside and the rest is disposed of properly.',
      ],
      cost: [
        'Price depends on the number and size of pieces and how far and how many stairs they need to be carried.',
        'Mattresses and box springs often carry a disposal or recycling fee, and disassembly adds time.',
      ],
      timing: [
        'Single pieces and small loads are quick, and pickups can often be timed around a new furniture delivery.',
      ],
      faqs: [
        {
          q: 'Can you take furniture from an upstairs apartment?',
          a: 'Yes, the crew carries items down stairs and through hallways. Let us know about elevators, parking limits or building rules ahead of time.',
        },
        {
          q: 'Do you remove furniture with bed bugs?',
          a: 'Infested furniture needs to be wrapped and handled so pests do not spread, and some haulers decline it. Tell us before the visit so the crew can plan or refer you to pest control first.',
        },
        {
          q: 'Will you take apart a sectional or bed frame?',
          a: 'Yes, disassembly is part of the job when a piece will not fit through the door in one piece. We bring basic tools for it.',
        },
      ],
    },
    {
      name: 'Estate Cleanout',
      keyword: 'estate cleanout',
      what: [
        'An estate cleanout clears a home after a death, a move into assisted living or a foreclosure, often when family members live far away or need help with a large amount of belongings.',
        'The work is done with patience and respect, and the crew sets aside photographs, documents, jewelry, cash and anything else you want to review.',
        'Families often keep some items, sell or donate others through an estate sale or charity, and have the crew remove everything that remains.',
        'A full cleanout can include the house, garage, sheds and yard, and ends with a broom-clean home ready for listing or return to a landlord.',
        'We can work with executors, attorneys, real estate agents and property managers so the family does not need to be present every day.',
      ],
      signs: [
        'A loved one has passed away or moved into care',
        'The house needs to be empty before a sale or lease ends',
        'Family lives far away and cannot handle the cleanout',
        'The home contains years of accumulated belongings',
      ],
      steps: [
        'We walk the home with you or your representative and note what stays, what is donated and what goes.',
        'You receive a written estimate and a plan for how many days the cleanout will take.',
        'The crew sorts room by room and sets aside personal papers and valuables for the family.',
        'Donations and recyclables are separated and the rest is hauled away.',
        'The house is left broom clean and we send photos if you are not on site.',
      ],
      cost: [
        'The size of the home and the volume of belongings are the biggest factors, followed by how much sorting and packing is needed.',
        'Heavy items, outbuildings, hoarding conditions and access problems add labor and disposal cost.',
      ],
      timing: [
        'A typical home takes one to several days, and estate sales or family pickups should be finished before the final cleanout.',
      ],
      faqs: [
        {
          q: 'What happens to personal papers and photos?',
          a: 'The crew sets aside anything that looks personal or valuable for the family to review. Tell us about specific items you are looking for before we start.',
        },
        {
          q: 'Can you work with the estate attorney or realtor?',
          a: 'Yes, we can coordinate access and updates with whoever is managing the property. Many families prefer one point of contact.',
        },
        {
          q: 'Can you handle a hoarding situation?',
          a: 'Yes, with a plan and extra time, and with compassion for the person involved. Homes with pests, mold or unsanitary conditions may need specialized cleaning before or after.',
        },
      ],
    },
    {
      name: 'Appliance Removal',
      keyword: 'appliance removal',
      what: [
        'Appliance removal takes away old refrigerators, freezers, washers, dryers, stoves, dishwashers, water heaters and window AC units.',
        'Refrigerators, freezers and AC units contain refrigerant, which federal rules require to be recovered by qualified technicians before the metal is recycled.',
        'Most appliances are largely steel and are sent to scrap recyclers rather than landfills once fluids and refrigerant are handled.',
        'The crew disconnects simple hookups such as a washer hose or dryer vent, while gas and hardwired connections should be disconnected by a plumber or electrician first.',
        'It is a good match for homeowners whose new appliance delivery does not include haul-away or who are clearing a basement of old units.',
      ],
      signs: [
        'A broken appliance that is not worth repairing',
        'A new appliance arriving without haul-away service',
        'An old freezer or second fridge in the garage running up the power bill',
        'A water heater replaced by a homeowner or handyman',
      ],
      steps: [
        'Confirm the appliance type and that gas lines or hardwired power are disconnected.',
        'The crew protects floors and uses a dolly to move the appliance out safely.',
        'Doors on refrigerators and freezers are secured during transport.',
        'The appliance goes to a recycler that handles refrigerant and metal properly.',
      ],
      cost: [
        'Price is per appliance or by truck space, with refrigerant-containing units often carrying a recycling fee.',
        'Basement stairs and tight spaces add labor for heavy units such as chest freezers.',
      ],
      timing: [
        'A single appliance pickup is quick and can often be paired with other junk in the same visit.',
      ],
      faqs: [
        {
          q: 'Can you disconnect my gas dryer or stove?',
          a: 'Gas connections should be shut off and capped by a qualified plumber or gas technician. Once that is done, the crew can move and remove the appliance.',
        },
        {
          q: 'Do I need to empty the refrigerator first?',
          a: 'Yes, please remove food and let the freezer defrost if possible. It keeps the truck clean and the appliance lighter.',
        },
        {
          q: 'Where do old appliances go?',
          a: 'Working units may be donated where local programs accept them. Others are recycled for metal after refrigerant and fluids are handled.',
        },
        {
          q: 'Can you take a water heater?',
          a: 'Yes, once it has been drained and the gas or power and water lines are disconnected. A plumber usually does that when installing the new one, and we haul the old tank away.',
        },
      ],
    },
    {
      name: 'Debris Removal',
      keyword: 'debris removal',
      what: [
        'Debris removal hauls away the leftovers of home projects and yard work: drywall, lumber, old cabinets, flooring, fencing, brush, branches and storm cleanup.',
        'It is an alternative to renting a dumpster when you do not want a container on the driveway for days or have a limited amount to remove.',
        "Heavy materials such as concrete, brick, dirt and roofing shingles fill a truck's weight limit long before its volume, so they are priced differently.",
        'Lumber with nails, broken glass and metal are loaded carefully, and clean wood and metal are recycled where possible.',
        'After storms, the crew can clear fallen limbs and damaged fencing once any hazards like downed power lines have been handled by the utility.',
      ],
      signs: [
        'A DIY remodel left a pile of drywall and old cabinets',
        'Brush and branches from pruning or a fallen tree',
        'An old shed, deck or fence you have taken down',
        'Contractor leftovers that were not part of their cleanup',
      ],
      steps: [
        'Send photos or describe the materials so heavy items can be planned for.',
        'The crew confirms the price on site and loads the debris.',
        'Nails and sharp pieces are picked up and the area is raked or swept.',
        'Materials go to recyclers, yard waste sites or landfill as appropriate.',
      ],
      cost: [
        'Volume and weight both matter, with dense materials like concrete, tile and shingles priced by weight or in smaller loads.',
        'Access, such as debris behind a fence or in a backyard far from the truck, adds carrying time.',
      ],
      timing: [
        'Most debris pickups are finished in one visit, while larger projects may need more than one load.',
      ],
      faqs: [
        {
          q: 'Is this cheaper than renting a dumpster?',
          a: 'For small and medium loads it often is, and you avoid the permit or driveway space a dumpster can need. For a long remodel with continuous debris, a dumpster may make more sense.',
        },
        {
          q: 'Do you take dirt and concrete?',
          a: 'Often yes, in limited loads because of weight. Tell us the approximate amount so the right truck and crew are sent.',
        },
        {
          q: 'Can you remove a shed or hot tub?',
          a: 'Many crews can take apart and remove small sheds, playsets and hot tubs. The electrical supply to a hot tub must be disconnected by an electrician first.',
        },
      ],
    },
  ],
  why: [
    'Prices confirmed on site before anything is loaded',
    'The crew does all the lifting from anywhere on the property',
    'Care for floors, walls and door frames on the way out',
    'Donation and recycling whenever items qualify',
    'A swept, clean space when the job is done',
    'Clear answers about what cannot be taken and where it can go',
    'Respectful handling of estate and family belongings',
  ],
  prepare: [
    'A list or photos of the items and where they are',
    'Notes on stairs, elevators, narrow halls or long carries',
    'Anything heavy or unusual, like a piano, hot tub or concrete',
    'Items you want kept separate or set aside',
    'Parking details for a large truck',
  ],
  faqs: [
    {
      q: 'How is junk removal priced?',
      a: 'Most pricing is based on how much space your items take up in the truck, with extra fees for items that cost more to dispose of. You see the price on site before the crew starts loading.',
    },
    {
      q: 'Do I have to move things outside first?',
      a: 'No, the crew takes items from wherever they are. Just make sure the path is clear and pets are secured.',
    },
    {
      q: 'Can you take just one item?',
      a: 'Yes, single-item pickups are common, such as a mattress, a couch or a treadmill. Minimum charges usually apply.',
    },
    {
      q: 'What about electronics?',
      a: 'TVs, computers and other electronics are taken to e-waste recyclers where available, because many areas restrict them in landfills. Wipe or remove hard drives before pickup.',
    },
    {
      q: 'Are you insured for work inside my home?',
      a: "Ask any hauler for proof of liability insurance and workers' compensation before they work in your home. A reputable company shares it without hesitation.",
    },
    {
      q: 'Can you come back for a second load?',
      a: 'Yes, large cleanouts are often done in stages. Each load is priced on its own volume.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: [
        'The new year is a good time to clear out holiday boxes, packaging and furniture replaced by gifts.',
        'Winter pickups are easier to book, so it is a good time for basement and attic cleanouts.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Spring cleaning is the busiest time for junk removal, so book garage and yard cleanouts early.',
        'Spring is the season to clear winter storm debris and old yard furniture before summer.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'Summer moves leave behind furniture and boxes, so plan removal around your moving date.',
        'Renovation season brings drywall, cabinets and flooring to haul away, and a pickup can be cheaper than a dumpster for small loads.',
      ],
    },
    {
      months: [8, 9, 10, 11],
      advice: [
        'Fall is the time to clear leaves, branches and old patio furniture before the first snow.',
        'Make room for holiday guests by clearing out spare rooms and the garage before late November.',
      ],
    },
  ],
  banned: ['we take anything', 'no questions asked', 'hazardous waste disposal'],
};
