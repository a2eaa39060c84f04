// Insurance agent copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const insuranceAgent: VerticalCopy = {
  slug: 'insurance-agent',
  kind: 'professional',
  audience: 'individuals and families',
  about: [
    'Insurance is a promise you hope you never need, which is exactly why it pays to understand what your policy covers before something happens.',
    'We help individuals, families and small businesses with car, home, renters, life and business insurance, explaining coverage limits, deductibles and exclusions in plain language.',
    'An independent agent can quote several insurance companies, while a captive agent represents one company, and it is worth knowing which kind you are talking to.',
    'Drivers and homeowners around {city} face different risks, from hail and wind to theft and traffic, and local knowledge helps match coverage to them.',
    'Insurance agents are licensed by the state for each line of insurance they sell, and your state insurance department offers a public license lookup.',
    'Premiums, eligibility and coverage are decided by the insurance company based on its underwriting, so we explain the options honestly rather than promising a price.',
  ],
  services: [
    {
      name: 'Car Insurance',
      keyword: 'car insurance',
      what: [
        'Car insurance combines several coverages: liability for injuries and damage you cause to others, collision for your own car, comprehensive for theft, hail, fire and animal strikes, and uninsured or underinsured motorist coverage.',
        'Every state sets minimum liability limits, but those minimums are often far lower than the cost of a serious accident, which can leave your savings exposed.',
        'Some states also require personal injury protection or medical payments coverage, and options like rental reimbursement and roadside assistance can be added.',
        'Premiums depend on the drivers, their records, the vehicles, where they are garaged, annual mileage and, in many states, credit-based insurance scores.',
        'We review how each coverage works with your situation, such as whether collision still makes sense on an older car or whether higher liability limits protect your assets.',
      ],
      signs: [
        'You bought a new or used vehicle',
        'A teen driver is getting a license',
        'Your renewal premium went up noticeably',
        'You moved to a new address or state',
        'You are not sure what your current policy actually covers',
      ],
      steps: [
        'We gather driver, vehicle and current policy details.',
        'You talk through the coverages and limits that fit your situation.',
        'Quotes are compared with the same coverages so prices are comparable.',
        'You choose a policy, and we help set the start date so there is no gap in coverage.',
      ],
      cost: [
        'Premiums are set by the insurance company based on drivers, driving records, vehicles, location, coverage limits and deductibles.',
        'Bundling with home insurance, safe-driver programs and paying in full can lower premiums with some insurers, though results vary.',
      ],
      timing: [
        'Quotes can often be prepared quickly once driver and vehicle details are in, and coverage can start on the date you choose once the insurer issues the policy.',
      ],
      faqs: [
        {
          q: 'Is the state minimum enough?',
          a: 'It satisfies the law, but a serious accident can cost far more than minimum limits. Many drivers choose higher liability limits to protect their savings and income.',
        },
        {
          q: 'Do I need full coverage on an older car?',
          a: 'Full coverage usually means collision and comprehensive. On an older car, compare the premium and deductible with what the car is worth to decide.',
        },
        {
          q: 'Will a claim raise my rates?',
          a: 'An at-fault accident often affects premiums at renewal, while some claims like glass may not. Each insurer has its own rules, and we can explain them before you file.',
        },
      ],
    },
    {
      name: 'Home Insurance',
      keyword: 'home insurance',
      what: [
        'Home insurance covers the structure of your house, other structures like a detached garage or fence, your belongings, liability if someone is hurt on your property, and extra living expenses if the home cannot be lived in after a covered loss.',
        'The dwelling limit should reflect the cost to rebuild the home, which can differ a lot from its market value or purchase price.',
        'Policies differ in whether belongings are covered at replacement cost or actual cash value, which subtracts depreciation.',
        'Standard policies usually exclude flood and earthquake damage, which require separate coverage, and may limit coverage for jewelry, water backup or mold.',
        'Wind and hail deductibles, roof age and coverage for older roofs vary by insurer and location, so read them carefully.',
      ],
      signs: [
        'You are buying a home and your lender needs proof of insurance',
        'You renovated or added on, raising the rebuilding cost',
        'Your premium or deductible changed at renewal',
        'You are not sure whether you have flood or water backup coverage',
      ],
      steps: [
        'We gather details about the home: size, construction, roof, updates and safety features.',
        'We estimate rebuilding cost and review coverage options and deductibles.',
        'Quotes are compared, including differences in exclusions and endorsements.',
        'You choose a policy and we send proof of insurance to your lender if needed.',
      ],
      cost: [
        "Premiums depend on the home's rebuilding cost, location, age, roof, construction, claims history and the deductibles and limits you choose.",
        'Protective devices, new roofs and bundling may reduce premiums with some insurers.',
      ],
      timing: [
        'Buyers should arrange home insurance well before closing, since the lender requires proof of coverage.',
      ],
      faqs: [
        {
          q: 'Does home insurance cover flooding?',
          a: 'Standard homeowners policies generally do not cover flood. Flood insurance is available through the National Flood Insurance Program and private insurers, usually with a waiting period.',
        },
        {
          q: 'What is replacement cost versus actual cash value?',
          a: 'Replacement cost pays what it takes to replace an item new, while actual cash value subtracts depreciation. Replacement cost coverage usually costs more but pays more after a loss.',
        },
        {
          q: 'Should I raise my deductible?',
          a: 'A higher deductible lowers the premium but means paying more yourself when you file a claim. Choose one you could comfortably pay from savings.',
        },
      ],
    },
    {
      name: 'Life Insurance',
      keyword: 'life insurance agent',
      what: [
        'Life insurance pays a benefit to the people you name when you die, helping replace income, pay off a mortgage, cover education or handle final expenses.',
        'Term life covers a set period, such as while children are young or the mortgage is being paid, and usually offers the most coverage for the premium.',
        'Permanent life insurance, including whole and universal life, lasts for life and builds cash value, at a higher premium and with more complex terms.',
        'Coverage amounts are usually based on income, debts, future expenses and existing savings, not on a rule of thumb alone.',
        'Applications typically include health questions and sometimes a medical exam, and the insurer decides eligibility and price based on its underwriting.',
      ],
      signs: [
        'You married, had a child or bought a home',
        'Others depend on your income',
        'Your only life insurance is through your employer',
        'You want to plan for final expenses',
      ],
      steps: [
        'We talk about who depends on you and what the coverage should pay for.',
        'You compare term and permanent options and coverage amounts.',
        'You complete an application, and a medical exam if the insurer requires one.',
        'The insurer reviews and issues the policy, and you confirm the beneficiaries.',
      ],
      cost: [
        'Premiums depend on age, health, tobacco use, coverage amount, policy type and the length of the term.',
        'Buying at a younger age and in good health generally means lower premiums, while permanent policies cost more than term for the same benefit.',
      ],
      timing: [
        'Some policies are issued without an exam after a short review, while others take several weeks for underwriting.',
      ],
      faqs: [
        {
          q: 'How much life insurance do I need?',
          a: 'Add up what your family would need, such as years of income, the mortgage and education costs, then subtract savings and existing coverage. We can walk through the numbers with you.',
        },
        {
          q: 'Is employer life insurance enough?',
          a: 'It is a good start but often a modest amount and usually ends if you leave the job. Many people add an individual policy.',
        },
        {
          q: 'Term or whole life?',
          a: 'Term is simpler and costs less for a large benefit over a set period. Whole life lasts for life and builds cash value at a higher cost, and the right choice depends on your goals.',
        },
      ],
    },
    {
      name: 'Renters Insurance',
      keyword: 'renters insurance',
      what: [
        'Renters insurance covers your belongings, your personal liability and extra living expenses if your rental becomes unlivable after a covered loss.',
        "Your landlord's policy covers the building, not your furniture, electronics, clothing or liability if a guest is hurt or you accidentally damage a neighbor's unit.",
        "Belongings are usually covered against fire, smoke, theft, vandalism and certain water damage, even when they are away from home, subject to the policy's terms.",
        'Many landlords require renters insurance with a minimum liability limit and ask to be listed as an interested party.',
        'It is usually one of the least expensive types of insurance, which makes it easy to add to a car policy.',
      ],
      signs: [
        'Your lease requires renters insurance',
        'You are moving into a new apartment or house',
        'Your belongings would be expensive to replace all at once',
        'You have a dog, which can raise liability questions',
      ],
      steps: [
        'We estimate the value of your belongings and your liability needs.',
        'You choose replacement cost or actual cash value coverage and a deductible.',
        'Quotes are compared and the policy is issued.',
        'We send proof of coverage to your landlord if required.',
      ],
      cost: [
        'Premiums depend on the amount of coverage, the deductible, location, claims history and whether you bundle with car insurance.',
        'Scheduling valuable items like jewelry or cameras adds to the premium.',
      ],
      timing: ['Renters insurance can usually be set up quickly and dated to start on your move-in day.'],
      faqs: [
        {
          q: 'Does renters insurance cover my roommate?',
          a: 'Usually only the people named on the policy and relatives living with them are covered. Roommates generally need their own policies.',
        },
        {
          q: 'Are my things covered if they are stolen from my car?',
          a: 'Personal belongings stolen from a car are often covered by renters insurance, not car insurance, subject to the deductible. Check the policy terms.',
        },
        {
          q: 'Does it cover pet damage?',
          a: 'Liability coverage may help if your pet injures someone, though some policies exclude certain breeds. Damage your pet does to your own rental is usually not covered.',
        },
        {
          q: 'What happens if I move?',
          a: 'Tell your insurer before the move so the policy follows you to the new address. Premiums can change with location, and some policies cover belongings while they are in transit.',
        },
      ],
    },
    {
      name: 'Business Insurance',
      keyword: 'small business insurance',
      what: [
        'Small business insurance protects against the risks of running a company: injuries to customers, damage to property, lawsuits, vehicle accidents and employee injuries.',
        "A business owner's policy bundles general liability and commercial property for many small businesses, often with business interruption coverage.",
        "Workers' compensation is required in most states once you have employees, and commercial auto covers vehicles used for the business.",
        'Professional liability, also called errors and omissions, covers claims that your advice or service caused a financial loss, and cyber coverage responds to data breaches.',
        'Contracts with clients and landlords often set minimum coverage requirements, so we review them with you.',
      ],
      signs: [
        'You are starting a business or hiring your first employee',
        'A client or landlord asked for a certificate of insurance',
        'You use personal vehicles for business work',
        'You store customer data or handle payments online',
      ],
      steps: [
        'We learn about your business, revenue, employees, vehicles and contracts.',
        'Risks are matched to coverages and required limits.',
        'Quotes from insurers are compared, including exclusions.',
        'Policies are issued, and certificates of insurance are provided to clients as needed.',
      ],
      cost: [
        'Premiums depend on the industry, revenue, payroll, claims history, location, property values and the limits chosen.',
        "Workers' compensation premiums are based largely on payroll and job classifications.",
      ],
      timing: [
        'Simple policies can be set up quickly, while larger or higher-risk businesses may need more underwriting.',
      ],
      faqs: [
        {
          q: 'Does my homeowners policy cover my home business?',
          a: 'Usually only in a very limited way, if at all. A home business endorsement or a separate business policy is often needed.',
        },
        {
          q: 'What is a certificate of insurance?',
          a: 'It is a document showing your coverage types and limits, often requested by clients or landlords. We can issue it once coverage is in place.',
        },
        {
          q: 'Do I need workers compensation for part-time employees?',
          a: "In most states, yes, though rules vary by state and number of employees. We can explain your state's requirements.",
        },
        {
          q: 'What is business interruption coverage?',
          a: "It helps replace lost income and pay ongoing expenses when a covered loss, such as a fire, forces you to close temporarily. It is often part of a business owner's policy, with limits and waiting periods worth reading.",
        },
      ],
    },
  ],
  why: [
    'Coverage explained in plain language before you buy',
    'Quotes compared on the same coverages and limits',
    'Honest advice about limits, deductibles and exclusions',
    'Help during a claim, from first call to settlement questions',
    'Annual reviews as your life or business changes',
    'Clear disclosure of which insurance companies we represent',
    'No pressure to buy coverage you do not need',
  ],
  prepare: [
    'Your current policy declarations pages',
    'Driver license numbers and vehicle VINs for car insurance',
    'Home details such as year built, square footage and roof age',
    'A list of valuables that may need extra coverage',
    'For businesses: revenue, payroll, employees and any client insurance requirements',
  ],
  faqs: [
    {
      q: 'What is the difference between an independent and a captive agent?',
      a: "An independent agent can quote policies from several insurance companies. A captive agent represents one company, which can also work well, but you see only that company's options.",
    },
    {
      q: "How do I check an agent's license?",
      a: "Your state's department of insurance has a public license lookup. It shows which lines of insurance the agent is licensed to sell.",
    },
    {
      q: 'Why did my premium go up if I had no claims?',
      a: "Premiums can rise because of higher repair and rebuilding costs, more claims in your area, or changes in the insurer's rates. We can shop alternatives or review deductibles with you.",
    },
    {
      q: 'What is an umbrella policy?',
      a: 'An umbrella policy adds extra liability coverage above your car and home policies. It can protect your savings and future income from large lawsuits.',
    },
    {
      q: 'How do I file a claim?',
      a: 'Contact your insurance company or agent as soon as possible, document the damage with photos, and prevent further damage where it is safe. Keep receipts for temporary repairs and extra living expenses.',
    },
    {
      q: 'Does it cost more to buy through an agent?',
      a: 'Agents are usually paid a commission by the insurance company that is built into the premium. Prices are set by the insurer, so you can compare quotes directly.',
    },
    {
      q: 'How often should I review my coverage?',
      a: 'Review it at least once a year and whenever something changes, such as a new car, a remodel, a new driver or a new business. Small changes can leave gaps if the policy is not updated.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: [
        'Winter brings ice-related accidents and frozen pipes, so know your deductibles and how to report a claim.',
        'Review coverage at the start of the year and update it for anything new you received over the holidays.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Before spring storms, photograph your home and belongings so you have a record for any claim.',
        'Spring home purchases need insurance lined up well before closing day.',
      ],
    },
    {
      months: [5, 6, 7, 8],
      advice: [
        'Summer road trips and teen drivers on break are good reasons to review car insurance limits.',
        'Hurricane and severe storm season is a reminder that flood coverage often has a waiting period, so do not wait for a forecast.',
      ],
    },
    {
      months: [9, 10, 11],
      advice: [
        'Fall is open enrollment season for many workplace benefits, a good time to review life and disability coverage alongside them.',
        'Before the year ends, review renewals and ask whether higher deductibles or bundling could help your budget.',
      ],
    },
  ],
  disclaimer:
    'This site provides general information about insurance and is not a contract or an offer of coverage. Coverage, eligibility and premiums are determined by the insurance company, and policies are subject to their terms, conditions and exclusions. Insurance agents are licensed by the state for the lines they sell.',
  banned: ['cheapest', 'guaranteed savings', 'lowest premiums', 'instant coverage', 'covers everything'],
};
