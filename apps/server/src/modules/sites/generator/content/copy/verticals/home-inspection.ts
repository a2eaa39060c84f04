// Home inspection copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const homeInspection: VerticalCopy = {
  slug: 'home-inspection',
  kind: 'planned',
  audience: 'home buyers and sellers',
  about: [
    "A home inspection is a careful, visual look at a house's major systems and structure so you know what you are buying or selling before the deal is final.",
    'The inspector walks the roof, attic, foundation, crawlspace, electrical panel, plumbing, heating and cooling, windows, doors and more, and writes down what is working, what is worn and what is failing.',
    'The goal is not to scare anyone off a house, since every home has issues, but to separate small maintenance items from expensive or safety-related problems.',
    'In {city}, homes range from older houses with original wiring and cast iron drains to new builds that still have installation mistakes, and both benefit from a second set of eyes.',
    'You receive a written report with photos that you can use to plan repairs, ask the seller questions or budget for the years ahead.',
    'We encourage buyers to attend the end of the inspection, because walking through findings in person makes the report much easier to understand.',
  ],
  services: [
    {
      name: 'Home Inspection',
      keyword: 'home inspection',
      what: [
        "A buyer's home inspection is a non-invasive visual examination of the readily accessible parts of a house, done during the inspection period of a purchase contract.",
        'It covers the roof covering and drainage, exterior, foundation and framing where visible, attic and insulation, electrical service and panel, plumbing supply and drains, water heater, heating and cooling equipment, interior rooms and built-in appliances.',
        'Inspectors test what can be operated normally: faucets, outlets, GFCI and AFCI devices where present, the furnace and AC, and garage door safety reverse.',
        'Most inspections follow a published standard of practice, and many states license home inspectors, so it is worth asking which standard and license apply.',
        'A home inspection is not a code inspection or an appraisal of value, and it cannot see inside walls or under carpets.',
      ],
      signs: [
        'You have an accepted offer and an inspection contingency period',
        'The house is older or has been flipped with fresh cosmetic updates',
        'The seller disclosure mentions past leaks, repairs or additions',
        'You are buying a home sold as-is and want to know what you are taking on',
      ],
      steps: [
        'You schedule the inspection and confirm access and utilities with your agent and the seller.',
        'The inspector works from the roof and exterior inward, then through every room, the attic and the basement or crawlspace.',
        'Systems are operated and tested, and moisture meters and thermal imaging may be used where they help.',
        'You join at the end for a walk-through of the main findings.',
        'A written report with photos and plain explanations arrives so you can decide on repairs or negotiation before your deadline.',
      ],
      cost: [
        "Price is based mainly on the home's size and age, with older homes and larger square footage taking longer to inspect.",
        'Crawlspaces, detached garages, extra units and add-on tests such as radon, sewer scope or mold sampling add to the total.',
      ],
      timing: [
        'Most inspections take a morning or an afternoon on site, depending on size and condition.',
        'Book as soon as your offer is accepted, since inspection periods in purchase contracts are short.',
      ],
      faqs: [
        {
          q: 'Can a house fail an inspection?',
          a: 'No, a home inspection is not a pass or fail test. It reports the condition of the house so you can decide what matters to you and what to negotiate.',
        },
        {
          q: 'Should I be there for the inspection?',
          a: 'Yes, at least for the end. Seeing problems in person and asking questions makes the written report far easier to use.',
        },
        {
          q: 'What does a home inspection not cover?',
          a: 'Things that are hidden or require taking apart walls, such as wiring inside walls or the inside of a sewer line, are outside a standard inspection. Specialty tests and specialist trades fill those gaps when something looks suspicious.',
        },
      ],
    },
    {
      name: 'Pre-Listing Inspection',
      keyword: 'pre-listing inspection',
      what: [
        "A pre-listing inspection is ordered by the seller before the home goes on the market, so problems are found on your schedule instead of the buyer's.",
        "It covers the same systems as a buyer's inspection, from roof to foundation, and gives you a written report with photos.",
        'Knowing the condition ahead of time lets you repair items, get contractor quotes, or price the home with the issues already accounted for.',
        "It reduces the chance of a surprise during the buyer's inspection that leads to a late renegotiation or a canceled contract.",
        'Many sellers share the report with buyers, though you should talk with your agent about disclosure rules in your state.',
      ],
      signs: [
        'You plan to list your home in the coming months',
        'The house is older or has not been inspected since you bought it',
        'You have had past leaks, settling or system replacements',
        'A previous sale of the house fell through after an inspection',
      ],
      steps: [
        'We schedule the inspection at a time that suits your listing plans.',
        'The inspector examines the home system by system, just as for a buyer.',
        'You receive a report that highlights safety items and larger repairs first.',
        'You decide with your agent what to repair, what to disclose and how to price.',
      ],
      cost: [
        "Like any inspection, the price depends on the home's size, age and features such as crawlspaces or outbuildings.",
        'A re-inspection after you make repairs can be added to confirm what was fixed.',
      ],
      timing: ['Schedule it several weeks before listing so there is time to get quotes and finish repairs.'],
      faqs: [
        {
          q: 'Will buyers still do their own inspection?',
          a: 'Most will, and they should. Your pre-listing report means their inspector is less likely to find something you did not know about.',
        },
        {
          q: 'Do I have to fix everything in the report?',
          a: 'No, many items are minor or normal wear. The report helps you decide which repairs are worth making and which to disclose and price in.',
        },
        {
          q: 'Do I have to disclose what the report finds?',
          a: 'Disclosure rules vary by state, and known material defects usually must be disclosed. Ask your real estate agent or a real estate attorney how the rules apply to you.',
        },
      ],
    },
    {
      name: 'Radon Testing',
      keyword: 'radon testing',
      what: [
        'Radon is a colorless, odorless radioactive gas that comes from uranium breaking down in soil and rock and can collect inside homes, especially in basements and lower levels.',
        'Long-term exposure to elevated radon is a leading cause of lung cancer among non-smokers, according to public health agencies, and the only way to know your level is to test.',
        'During a real estate transaction, a short-term test uses a continuous radon monitor or test kits placed in the lowest livable level of the home.',
        'Closed-house conditions, meaning windows and outside doors kept shut except for normal entry, are needed before and during the test for an accurate result.',
        'If results are at or above the action level set by federal guidance, a radon mitigation system that vents soil gas from under the foundation is the usual fix.',
      ],
      signs: [
        'You are buying a home with a basement, crawlspace or slab on grade',
        'The home has never been tested, or not since major renovations',
        'Neighbors or your state health department report elevated radon in the area',
        'You are finishing a basement into living space',
      ],
      steps: [
        'We explain closed-house conditions to the seller or occupants ahead of the test.',
        'A monitor is placed in the lowest livable area away from drafts, exterior walls and sump pits.',
        'The device records radon levels over the test period, typically at least two days.',
        'The monitor is collected and the results are reported with the average level and a plain explanation.',
      ],
      cost: [
        'Radon testing is usually priced as an add-on to a home inspection, with stand-alone visits costing more because of the extra trip.',
        'Continuous monitors and lab-analyzed kits differ in price and in how soon results are available.',
      ],
      timing: [
        'A short-term test runs for at least two days, so it should be set up early in the inspection period.',
      ],
      faqs: [
        {
          q: 'What happens if the radon level is high?',
          a: 'Radon problems are fixable. A mitigation contractor installs a vent pipe and fan that draws soil gas from under the home and exhausts it above the roofline, and a follow-up test confirms the result.',
        },
        {
          q: 'Can I test for radon myself?',
          a: 'Yes, homeowners can use kits for their own information. In a sale, a professional test with documented placement and tamper checks is usually expected.',
        },
        {
          q: 'Does a new house need a radon test?',
          a: 'Yes, new homes can have elevated radon too. Some are built with a passive radon pipe, and testing shows whether it needs a fan.',
        },
      ],
    },
    {
      name: 'New Construction Inspection',
      keyword: 'new construction inspection',
      what: [
        'A new construction inspection gives buyers of a newly built home an independent look at the work before closing, and often at key stages while the house is being built.',
        'A pre-drywall inspection checks framing, window flashing, plumbing and electrical rough-in, and insulation while everything is still visible.',
        'A final inspection before closing looks for incomplete work, missing insulation, roof and grading problems, and systems that were installed but not properly connected.',
        "Passing the local building department's inspections means minimum code items were checked, but municipal inspectors have limited time on each house.",
        "An eleven-month inspection before the builder's one-year warranty ends catches items that showed up after move-in, such as settling cracks and drainage issues.",
      ],
      signs: [
        'You are buying a home that is still under construction',
        'Closing on a new build is coming up and you want a punch list',
        'Your builder warranty is about to expire',
        'You noticed cracks, drafts or drainage problems in the first year',
      ],
      steps: [
        'You confirm with the builder that an independent inspector can visit at the stages you choose.',
        'At pre-drywall, framing, flashing, rough-ins and fire blocking are examined and photographed.',
        'At the final walk, every system is tested and unfinished items are listed for the builder.',
        'You submit the report to the builder as a punch list and follow up before the warranty ends.',
      ],
      cost: [
        'Each visit is priced separately, so the total depends on how many stages you choose and the size of the home.',
        'Large or custom homes with more systems take longer and cost more to inspect.',
      ],
      timing: [
        'Pre-drywall visits must happen in the short window before insulation and drywall go up, so ask the builder for notice.',
      ],
      faqs: [
        {
          q: 'Why inspect a brand-new house?',
          a: 'New homes are built quickly by many crews, and mistakes like missing insulation or loose connections are common. Finding them before closing or before the warranty ends puts the repair cost on the builder.',
        },
        {
          q: 'Will my builder allow an inspection?',
          a: 'Most builders allow buyer inspections, sometimes with scheduling rules. Ask early and put it in writing.',
        },
        {
          q: 'Is the city inspection not enough?',
          a: 'City inspections check minimum code at specific points. An independent inspection is more detailed and works for you rather than for the permit process.',
        },
      ],
    },
    {
      name: 'Sewer Scope Inspection',
      keyword: 'sewer scope inspection',
      what: [
        'A sewer scope inspection sends a small video camera through the main drain line from the house toward the city sewer or septic tank.',
        'It shows the condition of the pipe: tree root intrusion, cracked or collapsed sections, bellies where water pools, offset joints, and buildup.',
        "Older homes often have clay, cast iron or Orangeburg fiber pipe that deteriorates with age, and repairs to the line are usually the owner's responsibility.",
        'A standard home inspection runs water through the fixtures but cannot see inside the buried line, which is why the scope is a separate service.',
        "The recorded video and a short written summary let you ask the seller for repairs or get a plumber's quote before closing.",
      ],
      signs: [
        'The home is several decades old or has large trees near the sewer line',
        'Drains are slow or gurgle in the lower level',
        'There are signs of past sewer backups or fresh digging in the yard',
        'The seller cannot say when the line was last replaced',
      ],
      steps: [
        'We locate a cleanout or other access point to the main line.',
        'The camera is fed through the line while the video is recorded.',
        'Defects are noted with their approximate distance from the access point.',
        'You receive the video and a summary of what was seen.',
      ],
      cost: [
        'A sewer scope is usually priced as an add-on to a home inspection.',
        'Homes with no accessible cleanout or a long run to the street may take more time.',
      ],
      timing: [
        'A sewer scope usually adds a short time to the inspection appointment and can be done the same visit.',
      ],
      faqs: [
        {
          q: 'Who pays for sewer line repairs?',
          a: 'In most places the homeowner is responsible for the line from the house to the city connection. That is why it is worth knowing its condition before you buy.',
        },
        {
          q: 'Can a sewer scope damage the pipe?',
          a: 'No, the camera simply travels through the line. If the line is blocked, the inspector stops rather than forcing it.',
        },
        {
          q: 'What if roots are found?',
          a: "Light roots can often be cleared by a plumber, while heavy roots or broken pipe may need lining or replacement. Get a plumber's quote before your inspection period ends.",
        },
      ],
    },
  ],
  why: [
    'A written report with photos and plain explanations',
    'Safety issues and major repairs separated from routine maintenance',
    'An inspector who welcomes your questions during the walk-through',
    'Add-on tests like radon and sewer scope in the same visit',
    'Scheduling that respects short contract deadlines',
    'Independent findings, whichever side of the sale you are on',
    'Follow-up questions answered after you read the report',
  ],
  prepare: [
    'The property address, square footage and year built',
    'Your contract inspection deadline',
    'Access details: lockbox, utilities on, attic and crawlspace openings clear',
    'The seller disclosure, if you have it',
    'A list of questions or concerns about the house',
  ],
  faqs: [
    {
      q: 'How do I choose a home inspector?',
      a: 'Ask whether they are licensed in your state where licensing applies, which standard of practice they follow, and whether they carry errors and omissions insurance. Looking at a sample report shows how clearly they write.',
    },
    {
      q: 'Are home inspectors certified?',
      a: 'Many states require a license, and many inspectors also belong to national associations with their own training and standards. Ask any inspector which apply to them and whether they keep up continuing education.',
    },
    {
      q: 'Does an inspection check for code violations?',
      a: 'Inspectors point out defects and safety issues, and some relate to current building practice, but a home inspection is not a code compliance review. Older homes were built to the codes of their time.',
    },
    {
      q: 'Will the inspector tell me whether to buy the house?',
      a: "No, that decision belongs to you. The inspector's job is to describe the condition clearly so you can decide with your agent and family.",
    },
    {
      q: 'Should I get specialists after the inspection?',
      a: 'If the report flags a concern, such as a possible foundation issue or an aging furnace, a licensed specialist can evaluate it and price the repair. That is normal and helps with negotiation.',
    },
    {
      q: 'Does the inspector check for mold?',
      a: 'Inspectors look for moisture problems and visible growth as part of the inspection. Air or surface sampling is a separate service when there is a specific concern.',
    },
    {
      q: 'What should sellers do before an inspection?',
      a: 'Make sure utilities are on, pilot lights lit, and the attic, crawlspace, panel and furnace are easy to reach. Replacing burned-out bulbs and clearing the garage saves time.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: [
        'Snow can hide the roof and cold weather limits testing the AC, so the report may note items to recheck in warmer months.',
        'Winter is a good time for a pre-listing inspection before the spring market opens.',
      ],
    },
    {
      months: [2, 3, 4, 5],
      advice: [
        'Spring and early summer are the busiest home-buying months, so line up an inspector as soon as you start making offers.',
        'Spring rain is when drainage, gutter and basement moisture problems are easiest to spot.',
      ],
    },
    {
      months: [6, 7, 8],
      advice: [
        'Summer is when attic heat, AC performance and ventilation problems show clearly during an inspection.',
        'Families buying before the school year often have tight timelines, so book the inspection the day your offer is accepted.',
      ],
    },
    {
      months: [9, 10, 11],
      advice: [
        'Fall is a good time to check the furnace, chimney and roof before winter, both for buyers and for homeowners.',
        'If you bought a new build last year, schedule the eleven-month inspection before the builder warranty ends.',
      ],
    },
  ],
  banned: ['guaranteed to pass', 'pass or fail inspection', 'warranty on the home', 'code certified'],
};
