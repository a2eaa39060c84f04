// Senior living: voice and facts (see ../types.ts).
import type { VerticalCopy } from '../types';

export const seniorLiving: VerticalCopy = {
  slug: 'senior-living',
  kind: 'care',
  audience: 'older adults and their families',
  about: [
    'Deciding where a parent, a spouse or you yourself should live in later years is one of the most personal choices a family makes.',
    'Senior living covers a range of options, from independent living communities with meals and activities to assisted living, memory care and nursing homes with continuous nursing care.',
    'We help families in {city} explore local senior living options and find communities that match care needs, budget and the kind of daily life their loved one enjoys.',
    'A good first step is an honest look at daily needs: help with bathing, dressing, medications, meals and moving around, as well as memory, safety and loneliness.',
    'Visiting in person, sharing a meal and talking with residents and staff tells you more than any brochure.',
    'Costs and payment options differ widely; Medicare generally does not pay for long-term assisted living, while Medicaid, veterans benefits and long-term care insurance may help in some situations.',
  ],
  services: [
    {
      name: 'Assisted Living',
      keyword: 'assisted living',
      what: [
        'Assisted living offers a private apartment or room with help available for daily activities such as bathing, dressing, grooming, medication reminders and getting to meals.',
        'Residents keep as much independence as they can, with meals, housekeeping, laundry, transportation and a calendar of social activities included or available.',
        'Staff are on site day and night, and many communities have nurses who oversee care plans, though the level of medical care is lower than in a nursing home.',
        'Each resident usually has a personal service plan that is reviewed as needs change, and pricing often depends on the level of care.',
        'Assisted living is regulated by each state, and the services a community may offer vary, so ask what care can be provided if needs increase.',
      ],
      signs: [
        'Your loved one is missing medications or meals',
        'Bathing or dressing has become difficult or unsafe',
        'There have been falls or near-falls at home',
        'The house is becoming hard to keep up',
        'Loneliness or isolation is affecting mood and health',
      ],
      steps: [
        "You talk with the community about your loved one's needs, routines and preferences.",
        'You tour, share a meal and meet staff and residents.',
        'A nurse or care coordinator completes an assessment and proposes a service plan.',
        'Pricing, contract terms and move-in dates are explained in writing.',
        'Move-in is planned, with familiar furniture and keepsakes to help it feel like home.',
      ],
      cost: [
        'Monthly fees depend on the apartment size, location and level of care, with care services often priced in tiers or by points.',
        "Assisted living is mostly paid privately or with long-term care insurance; some states' Medicaid programs help with care services, and veterans and surviving spouses may qualify for VA benefits.",
      ],
      timing: [
        'Some communities have openings soon while others keep waiting lists, so start looking before a crisis forces a quick decision.',
        'Plan a gradual move when possible, with visits before the move-in day.',
      ],
      faqs: [
        {
          q: 'What is the difference between assisted living and a nursing home?',
          a: 'Assisted living provides help with daily activities in a residential setting, while a nursing home provides skilled nursing care for people with complex medical needs. The right choice depends on how much care your loved one needs.',
        },
        {
          q: 'Does Medicare pay for assisted living?',
          a: 'Generally no. Medicare covers medical services but not long-term room, board or personal care in assisted living; Medicaid programs in some states help with care costs.',
        },
        {
          q: 'What happens if care needs increase?',
          a: 'Many communities can add services, and some have memory care or nursing on the same campus. Ask what the community can and cannot provide, and when a move might be needed.',
        },
      ],
    },
    {
      name: 'Memory Care',
      keyword: 'memory care',
      what: [
        "Memory care is specialized support for people living with Alzheimer's disease and other forms of dementia.",
        'Communities provide a secure environment that reduces the risk of wandering, with easy-to-navigate spaces and calm surroundings.',
        'Staff receive training in dementia care, including communication, redirecting distress and supporting people through changes in mood and behavior.',
        'Daily routines, music, art, gentle exercise and familiar tasks help residents feel engaged and at ease.',
        'Families are partners in care, sharing life stories, preferences and habits that help staff connect with their loved one.',
      ],
      signs: [
        'Your loved one has wandered or gotten lost',
        'Memory loss is causing safety risks at home, such as leaving the stove on',
        'Confusion or agitation increases in the late afternoon or evening',
        'The family caregiver is exhausted',
        'Personal care has become difficult to manage',
      ],
      steps: [
        "You share your loved one's diagnosis, history, routines and preferences.",
        'You visit and observe how staff interact with residents.',
        'A care assessment identifies support needs and personal preferences.',
        'A care plan is created with input from the family and health providers.',
        'Move-in is planned gently, often with familiar items and a consistent routine.',
      ],
      cost: [
        'Memory care typically costs more than assisted living because of higher staffing levels, training and a secure setting.',
        'Long-term care insurance, veterans benefits and, in some states, Medicaid programs may help; ask the community which payment sources it accepts.',
      ],
      timing: [
        'Moving before a crisis allows time to adjust; many families begin looking when home safety becomes a concern.',
        'Transitions can be hard for the first weeks, and staff can suggest how often to visit at first.',
      ],
      faqs: [
        {
          q: 'When is it time for memory care?',
          a: "Common signs include wandering, safety risks at home, needs that exceed what a caregiver can manage, and caregiver exhaustion. Talk with your loved one's physician and visit communities to compare.",
        },
        {
          q: 'How can I ease the move for someone with dementia?',
          a: 'Bring familiar furniture, photos and clothing, keep routines consistent, and share details about their life with staff. Every person adjusts differently.',
        },
        {
          q: 'What should I ask a memory care community?',
          a: 'Ask about staff training in dementia care, staff-to-resident ratios day and night, how they handle agitation without overusing medication, and how families are kept informed.',
        },
      ],
    },
    {
      name: 'Independent Living Communities',
      keyword: 'senior living community',
      what: [
        'Independent living communities are designed for active older adults who do not need daily personal care but want convenience, safety and company.',
        'Residents live in apartments, cottages or homes, with services such as meals, housekeeping, maintenance, transportation and social programs.',
        'Personal care is usually not included, though residents can often bring in home care services if needed.',
        'Some communities, called continuing care retirement communities or life plan communities, offer independent living with assisted living and nursing care on the same campus.',
        'Living without home maintenance leaves more time for friends, hobbies, travel and wellness activities.',
      ],
      signs: [
        'Home upkeep has become a burden',
        'You want more social connection close to home',
        'You no longer want to drive everywhere',
        'You want to plan ahead for future care needs',
        'You want to downsize and simplify',
      ],
      steps: [
        'You explore communities, floor plans and the services included.',
        'You visit for a meal or activity and talk with residents.',
        'Fees, contract types and what happens if care needs change are explained.',
        'You choose a residence and plan the move and downsizing.',
        'Move-in is coordinated, often with help from the community.',
      ],
      cost: [
        'Monthly fees depend on the residence size, location and services included; some life plan communities also charge an entrance fee.',
        'Contracts differ in how they price future care, so ask for written terms and whether any part of an entrance fee is refundable.',
      ],
      timing: [
        'Popular communities may have waiting lists, so start exploring well before you plan to move.',
        'Give yourself time to sort belongings and sell a home if needed.',
      ],
      faqs: [
        {
          q: 'Is independent living the same as assisted living?',
          a: 'No. Independent living offers housing and services without daily personal care, while assisted living includes help with daily activities.',
        },
        {
          q: 'What is a life plan community?',
          a: 'It is a campus that offers independent living, assisted living and nursing care, so residents can stay in one community as needs change. Contracts and fees vary widely.',
        },
        {
          q: 'Can I bring my pet?',
          a: 'Many communities welcome pets with some limits on size or number. Ask about pet policies and any fees.',
        },
        {
          q: 'Can residents still drive and travel?',
          a: 'Yes. Independent living residents come and go as they like, and many keep their cars. Community transportation is there for days when driving is not convenient.',
        },
      ],
    },
    {
      name: 'Nursing Home Care',
      keyword: 'nursing home',
      what: [
        'Nursing homes, also called skilled nursing facilities, provide nursing care and supervision for people with complex medical needs or serious disabilities.',
        'Licensed nurses are present day and night, and physicians, therapists, dietitians and social workers are part of the care team.',
        'Nursing homes offer both short-term rehabilitation after a hospital stay and long-term care for people who need ongoing nursing.',
        'Medicare may cover a limited period of skilled nursing and rehabilitation after a qualifying hospital stay, while long-term nursing home care is most often paid by Medicaid or privately.',
        "Medicare's Care Compare website lets families compare nursing homes in their area, and visiting in person helps you see daily life.",
      ],
      signs: [
        'Your loved one needs nursing care or supervision throughout the day and night',
        'A hospital discharge planner recommends skilled nursing',
        'Needs have grown beyond what assisted living or home care can provide',
        'There are frequent hospital visits or complex medications',
        'Mobility is very limited and lifting requires staff',
      ],
      steps: [
        'The hospital or physician shares care needs and orders.',
        'You compare nursing homes, visit and ask questions.',
        'Admission staff review insurance, Medicare and Medicaid eligibility.',
        'A care plan meeting includes the resident and family.',
        'Care is reviewed regularly as health changes.',
      ],
      cost: [
        'Nursing home care is the most intensive level of senior care, and costs reflect nursing staff present day and night and medical services.',
        'Medicare may cover short-term rehabilitation under certain conditions, Medicaid covers long-term care for people who qualify, and an elder law attorney can explain Medicaid planning.',
      ],
      timing: [
        'After a hospital stay, nursing home placement often happens quickly, so it helps to research options in advance.',
        'Short-term rehab stays may last days to weeks depending on recovery.',
      ],
      faqs: [
        {
          q: 'Does Medicare pay for nursing home care?',
          a: 'Medicare may pay for a limited period of skilled nursing and rehabilitation after a qualifying hospital stay. It does not pay for long-term custodial care.',
        },
        {
          q: 'How does Medicaid work for nursing homes?',
          a: "Medicaid can cover long-term nursing home care for people who meet income and asset limits, which vary by state. Applying can be complex, so many families seek help from the nursing home's business office or an elder law attorney.",
        },
        {
          q: 'What should I look for when visiting?',
          a: 'Notice whether residents look cared for and engaged, how staff speak to them, cleanliness and how calls for help are answered. Ask about staffing and how families are kept informed.',
        },
      ],
    },
    {
      name: 'Respite and Short-Term Stays',
      keyword: 'respite care',
      what: [
        'Respite care is a short stay in an assisted living or memory care community, giving family caregivers a break or support during recovery from an illness or surgery.',
        'Guests receive the same meals, activities and personal care as residents, in a furnished apartment.',
        'Respite stays can also be a trial run, letting an older adult experience community life before deciding on a longer move.',
        'Some communities also offer adult day programs, which provide daytime activities and care while the person returns home in the evening.',
        'Caring for a loved one takes a great deal of energy, and taking breaks helps caregivers stay healthy and keep caring longer.',
      ],
      signs: [
        'The family caregiver needs rest or has a trip planned',
        'Your loved one is recovering from a hospital stay and needs extra help',
        'You want to try community living before committing',
        'The caregiver is feeling worn out or unwell',
        'Home is being renovated or adapted for safety',
      ],
      steps: [
        'You contact the community about dates and availability.',
        'An assessment confirms the care needed during the stay.',
        'Medications, routines and preferences are shared with staff.',
        'Your loved one settles in and joins activities.',
        'At the end of the stay, staff share how it went and next steps if wanted.',
      ],
      cost: [
        'Respite stays are usually priced per day, with the rate depending on the level of care.',
        'Long-term care insurance, veterans benefits or local caregiver support programs may help with respite costs; ask what applies.',
      ],
      timing: [
        'Book ahead for holidays and summer, when many families request respite.',
        'Stays may range from a few days to several weeks, depending on the community.',
      ],
      faqs: [
        {
          q: 'Who is respite care for?',
          a: 'It is for older adults who need support while their family caregiver takes a break, travels or recovers, and for those recovering from illness. It can also help families try community life.',
        },
        {
          q: 'Is a short stay disruptive for someone with dementia?',
          a: 'Changes can be hard, but familiar items, a consistent routine and clear information for staff help. Ask the community how it supports new guests with memory loss.',
        },
        {
          q: 'What is adult day care?',
          a: 'Adult day programs offer daytime supervision, activities and meals while the person returns home at night. They can give caregivers regular breaks.',
        },
      ],
    },
  ],
  why: [
    "A caring approach that starts with your loved one's needs and wishes",
    'Help understanding levels of care, from independent living to nursing care',
    'Clear explanation of costs and payment options',
    'Guidance on what to ask and look for during visits',
    'Private conversations about sensitive family matters',
    'Support for caregivers as well as the person moving',
    'Respect for dignity, independence and personal routines',
  ],
  prepare: [
    'A list of daily needs: bathing, dressing, medications, mobility and memory',
    'Current medications, diagnoses and physician contacts',
    'Insurance, Medicare and Medicaid information, and any long-term care policy',
    'A rough monthly budget and any veterans service details',
    "Your loved one's routines, interests and preferences",
  ],
  faqs: [
    {
      q: 'How do we know which level of care is right?',
      a: "Start with daily needs, safety and health. Talk with your loved one's physician, and ask communities for an assessment, which can clarify whether independent living, assisted living, memory care or nursing care fits.",
    },
    {
      q: 'How do families pay for senior living?',
      a: 'Many families use savings, income, home sale proceeds or long-term care insurance. Medicaid, veterans benefits and state programs may help in some cases, depending on eligibility.',
    },
    {
      q: 'How do I talk to a parent about moving?',
      a: 'Start early, listen to their concerns, focus on safety and quality of life, and involve them in choices. Visiting communities together often helps.',
    },
    {
      q: 'What should we ask on a visit?',
      a: 'Ask about care levels, staffing day and night, pricing and what is included, how care plans change, meals, activities, and how families are kept informed.',
    },
    {
      q: 'Can couples live together?',
      a: 'Many communities welcome couples, even when partners need different levels of care. Ask about shared apartments and pricing.',
    },
    {
      q: 'Where can we find local aging services?',
      a: 'The Eldercare Locator, a public service of the U.S. Administration on Aging, connects families with local agencies on aging, benefits counseling and caregiver support.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: [
        "After holiday visits, many families notice changes in a parent's health or home; winter is a good time to start conversations and research.",
        'Ice and short days raise the risk of falls and isolation for older adults living alone.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Spring is a pleasant season to tour communities and join activities before deciding.',
        'If selling a home is part of the plan, spring is often a good time to list it.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'Summer heat can be dangerous for older adults without air conditioning; check in often during heat waves.',
        'Moves are easier in good weather, and family members may have time off to help.',
      ],
    },
    {
      months: [8, 9, 10],
      advice: [
        "Medicare's fall open enrollment is a good time to review health and drug plans before a move.",
        'Plan before winter weather makes moving and visits harder.',
      ],
    },
    {
      months: [11],
      advice: [
        'Holiday gatherings are a chance to notice how a loved one is managing and to talk gently as a family.',
        'Caregivers may need a break during the busy holidays; ask early about respite stays.',
      ],
    },
  ],
  disclaimer:
    'This website is for general information only and is not medical, legal or financial advice. Services, care levels and costs differ by community; confirm details directly with each one. The Eldercare Locator can be reached at 1-800-677-1116. In an emergency, call 911.',
  banned: ['guarantee', 'permit', 'inspection', 'old folks', 'best senior living', 'elderly home'],
};
