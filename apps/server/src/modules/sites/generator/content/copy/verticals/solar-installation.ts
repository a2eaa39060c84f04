// Solar installation copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const solarInstallation: VerticalCopy = {
  slug: 'solar-installation',
  kind: 'planned',
  audience: 'homeowners',
  about: [
    "Home solar turns sunlight on your roof or yard into electricity you use first, with any extra usually sent back to the grid under your utility's rules.",
    "Whether solar makes sense in {city} depends on your roof, shade, electric rates, your utility's export policy and how long you plan to stay.",
    'We start with your actual electric bills and a look at the roof, then design a system sized to your use rather than to the largest roof we can fill.',
    'You get a written proposal with the equipment list, the production estimate and its assumptions, and the total price, so you can compare offers fairly.',
    'We handle the design, permits, installation, inspection and utility paperwork needed before the system is allowed to switch on.',
    "We never promise a particular bill or saving, because rates, weather and your household's use all change over time.",
    'If solar does not pencil out for your home, we will tell you that too.',
  ],
  services: [
    {
      name: 'Home Solar Consultation',
      keyword: 'home solar',
      what: [
        'A home solar consultation answers the first question: is solar a good fit for this house and this household?',
        'We review a year of electric bills to see how much power you use and when, since summer air conditioning and winter heating change the picture.',
        'Satellite imagery and a site visit show roof orientation, tilt, shading from trees and neighboring buildings, and the condition of the roof.',
        'We explain how your utility credits exported power, because net metering rules differ widely and shape how a system should be sized.',
        'You leave with a clear comparison of paying cash, taking a loan, or a lease or power purchase agreement, including who owns the equipment in each case.',
      ],
      signs: [
        'Electric bills that are high or climbing year after year',
        'A roof with good sun exposure and several years of life left',
        'Plans to add an electric vehicle, heat pump or pool',
        'Interest in backup power during outages',
        'Offers from door-to-door solar sellers you want to check independently',
      ],
      steps: [
        'You share recent electric bills or usage data from your utility account.',
        'We review the roof, shade, electrical panel and any ground-mount space.',
        'A preliminary design and production estimate are prepared.',
        'We walk you through costs, financing options and assumptions in writing.',
        'You decide, with no pressure, whether to move ahead.',
      ],
      cost: [
        'A consultation usually carries no obligation; the value of solar for your home depends on your usage, rates, roof and available incentives.',
        'Incentives and utility programs change often, so confirm current tax credits with a tax professional and rebates with your utility before counting on them.',
      ],
      timing: [
        'A consultation takes one visit plus a short follow-up to review the proposal.',
        'Starting in winter or early spring leaves time for permits before the sunniest months.',
      ],
      faqs: [
        {
          q: 'Will solar eliminate my electric bill?',
          a: 'Usually not entirely. Most homes still pay a utility connection charge, and production varies with the seasons. A well-sized system can offset a large share of your use, depending on local rules.',
        },
        {
          q: 'How do I compare solar quotes?',
          a: 'Compare the price per watt of system size, the equipment brands and warranties, the production estimate and its assumptions, and who handles service. A lower price with a weaker warranty can cost more later.',
        },
        {
          q: 'Is leasing solar a good idea?',
          a: 'Leases and power purchase agreements need little up-front money, but you do not own the system and the contract can complicate selling the house. Read the escalator clause and transfer terms carefully.',
        },
      ],
    },
    {
      name: 'Solar Panel Installation',
      keyword: 'solar panel installation',
      what: [
        'Solar panel installation covers everything from the racking on your roof to the inverter, the wiring and the connection to your electrical panel.',
        'Rails are anchored into the rafters with flashed mounts, so every roof penetration is sealed against water.',
        "Inverters convert the panels' direct current into household alternating current, using a central string inverter, microinverters under each panel or power optimizers.",
        'Code-required safety features, such as rapid shutdown and proper labeling, let firefighters and utility crews work safely around the system.',
        'After installation, the building department inspects the work and the utility grants permission to operate before the system is switched on.',
        'Monitoring lets you see production panel by panel or system-wide from a phone or computer.',
      ],
      signs: [
        'Your consultation showed good sun and reasonable payback for your situation',
        'The roof is in good condition or is being replaced first',
        'The electrical panel has room for the solar connection, or an upgrade is planned',
        'You want to own the system rather than lease it',
      ],
      steps: [
        'The final design is drawn and engineered for your roof and local wind and snow loads.',
        'Permits and the utility interconnection application are submitted.',
        'Crews install the mounts, rails, panels, inverter and wiring.',
        'The building inspector reviews the work.',
        'The utility approves the connection and the system is turned on and monitored.',
      ],
      cost: [
        'Installation cost depends on system size, panel and inverter choice, roof type and complexity, and whether the electrical panel needs work.',
        'Tile and metal roofs, steep pitches, ground mounts and long wire runs add labor and materials.',
        'Financing terms, including dealer fees on some loans, change the total you pay, so ask to see the cash price too.',
      ],
      timing: [
        'The physical install usually takes one to a few days; permits, inspection and utility approval take most of the calendar time.',
      ],
      faqs: [
        {
          q: 'Will panels cause my roof to leak?',
          a: "Properly flashed mounts keep water out, and installers should follow both the racking and roofing manufacturers' instructions. Ask how penetrations are sealed and what the workmanship warranty covers.",
        },
        {
          q: 'Do solar panels work on cloudy days?',
          a: 'They produce less in clouds but still generate some power. Annual production estimates already account for typical local weather.',
        },
        {
          q: 'What warranties should I expect?',
          a: 'Panels usually carry long product and performance warranties, inverters their own, and the installer should warrant the workmanship and roof penetrations. Get all of them in writing.',
        },
        {
          q: 'Do I need a new roof before going solar?',
          a: 'If the roof will need replacing within the next several years, it usually makes sense to do it first. Removing and reinstalling panels later adds cost.',
        },
      ],
    },
    {
      name: 'Solar Battery Storage',
      keyword: 'solar battery installation',
      what: [
        'A home battery stores solar power for use in the evening or during a power outage.',
        'Without a battery, most grid-tied solar systems shut off during an outage for the safety of line workers.',
        'With a battery and the right transfer equipment, selected circuits such as the refrigerator, lights, internet and a well pump can keep running.',
        'Batteries can also shift solar power into expensive evening hours where your utility uses time-of-use rates.',
        'We size storage around the loads you want to back up and how long outages tend to last where you live.',
        'Codes and manufacturers set rules for where batteries may be mounted, how far from doors and windows, and what protection they need, and we design to those rules.',
      ],
      signs: [
        'Frequent or long power outages in your area',
        'Medical equipment or a home office that needs reliable power',
        'A utility with time-of-use rates or reduced credit for exported power',
        'An existing solar system that goes dark when the grid does',
      ],
      steps: [
        'We list the circuits you want backed up and estimate their use.',
        'Battery size, location and any critical-loads panel are designed.',
        'Permits and utility notifications are completed.',
        'The battery and transfer equipment are installed and tested.',
        'We show you how backup mode works and how to read the app.',
      ],
      cost: [
        'Storage cost depends on battery capacity, how many circuits are backed up and whether panel changes are needed.',
        'Whole-home backup requires more capacity and equipment than backing up a few essential circuits.',
      ],
      timing: ['Battery installs often take a day or two once equipment and permits are ready.'],
      faqs: [
        {
          q: 'Can a battery run my whole house?',
          a: 'Larger systems can, but central air, electric heat and electric ranges draw a lot of power. Most homeowners back up essential circuits to stretch the battery.',
        },
        {
          q: 'Battery or generator?',
          a: 'A generator runs as long as it has fuel; a battery is quiet, needs no fuel and recharges from the sun. Some homes use both for long outages.',
        },
        {
          q: 'Can I add a battery to my existing solar system?',
          a: 'Usually yes, though compatibility with your inverter matters. We check the existing equipment and explain the options.',
        },
        {
          q: 'Where does the battery go?',
          a: "Most home batteries mount on a garage wall or outside near the electrical panel, following the manufacturer's and fire code's clearance rules. Extreme heat and cold affect performance, so location matters.",
        },
      ],
    },
    {
      name: 'Solar Panel Repair and Maintenance',
      keyword: 'solar panel repair',
      what: [
        'Solar systems need little upkeep, but inverters fail, connectors loosen, critters nest under panels and monitoring can go offline.',
        'We diagnose underperforming systems by comparing production with expected output and testing strings, optimizers and inverters.',
        'Common repairs include replacing inverters or microinverters, fixing damaged wiring, and adding critter guards to keep squirrels and birds out.',
        'Panels are cleaned when dust, pollen or bird droppings noticeably reduce output, using methods that protect the glass and coating.',
        'We also help owners whose original installer is no longer in business to sort out warranty claims with manufacturers.',
      ],
      signs: [
        'Production in your monitoring app is lower than the same month last year',
        'Error lights or codes on the inverter',
        'Monitoring that stopped reporting',
        'Birds or squirrels nesting under the panels',
        'Visible cracks, burn marks or loose wiring',
      ],
      steps: [
        'We review your monitoring data and past production.',
        'The inverter, wiring and panels are tested on site.',
        'You receive a written diagnosis and repair price, noting any warranty coverage.',
        'Repairs are made and production is checked.',
        'Monitoring is reconnected so you can track performance.',
      ],
      cost: [
        "Repair cost depends on the failed component, roof access, and whether parts are covered by a manufacturer's warranty.",
        'Labor for warranty replacements is not always covered, so check your warranty terms.',
      ],
      timing: [
        'Most diagnostics take one visit; replacement parts may need to be ordered.',
        'Check your production each spring, before the sunniest months.',
      ],
      faqs: [
        {
          q: 'Do solar panels need cleaning?',
          a: 'Rain keeps many panels clean enough. In dry, dusty areas or under trees, occasional cleaning can help; avoid pressure washers and harsh chemicals.',
        },
        {
          q: 'My installer went out of business. Can you help?',
          a: 'Yes. Manufacturer warranties usually still apply, and we can diagnose and repair most equipment regardless of who installed it.',
        },
        {
          q: 'How long do inverters last?',
          a: "String inverters often need replacing before the panels do, while microinverters tend to carry longer warranties. Plan for an inverter replacement at some point in the system's life.",
        },
        {
          q: 'Why did my production drop this year?',
          a: 'Shade from growing trees, dirty panels, a failed optimizer or microinverter, or a tripped breaker are common causes. Comparing production month by month with last year helps pinpoint when it started.',
        },
      ],
    },
    {
      name: 'Solar Panel Removal and Reinstallation',
      keyword: 'solar panel removal and reinstall',
      what: [
        'When a roof under solar panels needs replacing or major repair, the panels must be removed and reinstalled.',
        'We disconnect the system safely, label every panel and wire, and store the equipment on site or off site while the roofers work.',
        'New flashing and mounts are installed with the new roof, so penetrations are sealed to the new roofing material.',
        'Reinstallation is followed by testing, any required inspection and confirmation that monitoring is back online.',
        'It is also a good moment to replace aging inverters, add critter guards or clean up wiring, since the system is already offline.',
      ],
      signs: [
        'Your roof needs replacement and has solar panels on it',
        'A leak has been traced to a solar mount',
        'You are adding panels and need to rearrange the array',
        'Storm damage to both the roof and the panels',
      ],
      steps: [
        'We coordinate dates with your roofer.',
        'The system is shut down, documented and removed.',
        'Equipment is stored safely while the roof is replaced.',
        'Mounts and flashing are installed with the new roof.',
        'Panels are reinstalled, tested and brought back online.',
      ],
      cost: [
        'Price depends on the number of panels, roof type and height, and whether mounts or rails need replacing.',
        'Damaged panels or outdated inverters found during removal may need replacement, which is quoted separately.',
      ],
      timing: ['Removal and reinstallation each usually take a day, scheduled around the roofing work.'],
      faqs: [
        {
          q: 'Does removing panels void the warranty?',
          a: "It can affect workmanship warranties, depending on the original installer's terms. Read them first, and ask for written terms on the reinstallation work.",
        },
        {
          q: 'Should my roofer remove the panels?',
          a: 'Disconnecting solar involves live direct-current wiring and code-required shutdown equipment, so it is best handled by a solar installer working with the roofer.',
        },
        {
          q: 'Will my system be offline for long?',
          a: 'The system is offline while the roof is replaced, plus any time for inspection. Scheduling both trades together keeps the gap short.',
        },
        {
          q: 'Can I move panels to a different part of the roof?',
          a: 'Yes, if the new area gets enough sun and the layout still meets fire code setbacks and the racking engineering. Changes to the design may need a new permit and utility notice.',
        },
      ],
    },
  ],
  why: [
    'Designs sized from your real electric use',
    'Written proposals with the equipment list, production estimate and assumptions',
    'Cash price shown alongside any financing option',
    'Permits, inspection and utility paperwork handled for you',
    'Flashed, sealed roof mounts installed to manufacturer instructions',
    'Honest advice when solar does not fit your home',
    'Monitoring set up and explained before we leave',
    'Service and repair support after the install',
  ],
  prepare: [
    'Twelve months of electric bills or access to your utility usage data',
    'The age of your roof and any recent roofing work',
    'A photo of your electrical panel with the door open',
    'Any plans for an EV, heat pump, pool or addition',
    'Your HOA rules if your neighborhood has an association',
  ],
  faqs: [
    {
      q: 'How long do solar panels last?',
      a: 'Panels commonly carry long performance warranties and often keep producing well beyond them, with output declining slowly over time. Inverters usually need replacing sooner.',
    },
    {
      q: 'What incentives are available?',
      a: 'Federal, state and utility incentives change often and depend on your situation. Confirm current tax credits with a tax professional and rebates with your utility or state energy office before you sign.',
    },
    {
      q: 'What is net metering?',
      a: 'Net metering credits you for solar power you send to the grid, offsetting power you draw later. Utilities handle it very differently, which affects how large a system makes sense.',
    },
    {
      q: 'Does solar increase home value?',
      a: 'Owned systems can appeal to buyers, while leased systems need to be transferred or bought out at sale. The effect varies by market, so we do not promise a particular value.',
    },
    {
      q: 'Can my HOA stop me from installing solar?',
      a: 'Some states limit what associations can restrict, while others allow more rules on placement and appearance. Check your HOA documents and the law in {stateName}.',
    },
    {
      q: 'What should I ask any solar installer?',
      a: 'Ask about the license held for electrical work, insurance, who designs and installs the system, the warranties on equipment and labor, and who to call for service later. Be cautious of pressure to sign at the first meeting.',
    },
    {
      q: 'What happens to panels in hail or heavy snow?',
      a: 'Panels are tested for hail and snow loads, and racking is engineered for local conditions. Check that your homeowners insurance covers the system.',
    },
  ],
  seasons: [
    {
      months: [0, 1, 2],
      advice: [
        'Winter is a good time to plan solar, so permits and utility approval are done before the long days of summer.',
        'Gather a full year of electric bills, including the highest winter and summer months.',
      ],
    },
    {
      months: [3, 4, 5],
      advice: [
        'Spring installs start producing in time for the sunniest stretch of the year.',
        'If the roof needs work, schedule it together with the solar install.',
      ],
    },
    {
      months: [6, 7, 8],
      advice: [
        'Summer is when panels produce the most; check your monitoring app to confirm the system keeps pace.',
        'Pollen and dust can build up on panels in dry spells; a rinse from the ground may help.',
      ],
    },
    {
      months: [9, 10, 11],
      advice: [
        'Fall is a comfortable season for roof work and battery installs before winter storms.',
        "Trim trees that have grown into the panels' sun path over the summer.",
      ],
    },
  ],
  banned: [
    'free solar',
    'free panels',
    'no cost to you',
    'guaranteed savings',
    'eliminate your bill',
    'government program',
    'emergency',
  ],
};
