// Personal injury lawyer: voice and facts (see ../types.ts).
import type { VerticalCopy } from '../types';

export const personalInjuryLawyer: VerticalCopy = {
  slug: 'personal-injury-lawyer',
  kind: 'legal',
  audience: 'injured people and their families',
  about: [
    'A serious injury changes more than your health: it brings medical bills, missed paychecks and calls from insurance adjusters who want a recorded statement before you have finished your first round of doctor visits.',
    'We connect people hurt in {city} with a local personal injury lawyer who can explain the claim process in plain words.',
    'A lawyer will review your situation, tell you what evidence matters, and explain how fault and insurance rules work in {stateName}.',
    'Every state sets a deadline to file an injury lawsuit, and some claims against a city or public agency need written notice much sooner, so it pays to ask early.',
    'Many injury lawyers work on a contingency fee, meaning the fee comes out of any recovery, but terms differ, so ask how fees and case costs are handled before you sign.',
    'Talking to a lawyer does not commit you to a lawsuit; most claims are settled with insurers, and you decide whether to accept an offer.',
  ],
  services: [
    {
      name: 'Car Accident Claims',
      keyword: 'car accident lawyer',
      what: [
        "A car accident claim asks the at-fault driver's insurer, and sometimes your own, to pay for medical care, lost wages, vehicle damage and the pain the crash caused.",
        'The lawyer gathers the police report, photos, witness names, dashcam or traffic camera footage and the repair estimates that show how hard the impact was.',
        'Medical records tie each injury to the crash, which matters because insurers often argue that neck or back pain came from something older.',
        'Depending on the state, your own policy may pay first through personal injury protection or medical payments coverage, and uninsured or underinsured motorist coverage can step in when the other driver has too little.',
        "The lawyer handles the adjuster's calls, values the claim once your treatment is clearer, and negotiates; if talks stall, they explain whether filing suit makes sense.",
      ],
      signs: [
        'An adjuster is asking for a recorded statement or a broad medical release',
        'You were hurt and fault is disputed or the police report looks wrong',
        'Pain, headaches or dizziness showed up days after the crash',
        'The other driver was uninsured, fled the scene or was driving for work',
        'You are missing work and bills are arriving faster than any offer',
      ],
      steps: [
        'You describe the crash and your injuries, and a lawyer reviews whether there is a claim worth pursuing.',
        'The lawyer sends letters of representation so insurers contact the office instead of you.',
        'Evidence is collected: the crash report, photos, witness statements, vehicle data and medical records.',
        'Once treatment has progressed, a written claim package lays out the injuries, costs and losses.',
        'The lawyer negotiates with the insurer and discusses every offer with you; filing suit is a separate decision you make together.',
      ],
      cost: [
        'Most car accident lawyers charge a contingency fee, a share of any recovery, with the percentage set out in a written agreement you read before signing.',
        'Case costs such as records fees, expert reviews and court filing charges are separate from the fee, so ask who pays them and when.',
        'Health insurance or medical liens may need to be repaid from a settlement, which affects what you take home.',
      ],
      timing: [
        'Call soon after the crash while footage and witness memories still exist, and before giving any recorded statement.',
        'Simple claims may settle within months; claims with surgery or long treatment take longer because their value is not clear until recovery levels off.',
      ],
      faqs: [
        {
          q: "Should I talk to the other driver's insurance company?",
          a: 'You can report the claim, but you do not have to give a recorded statement or sign a medical release. Many people speak with a lawyer first, because early statements are often used to minimize an injury later.',
        },
        {
          q: 'What if I was partly at fault?',
          a: 'Most states reduce your recovery by your share of fault, and a few bar recovery when the injured person shares any blame. A lawyer will review how the rules in your state apply to the facts of your crash.',
        },
        {
          q: 'Do I need a lawyer for a minor accident?',
          a: 'Not always. If nobody was hurt and only the car was damaged, many people handle the property claim themselves; an injury, a disputed fault question or a low offer are the usual reasons to ask for a review.',
        },
      ],
    },
    {
      name: 'Truck Accident Claims',
      keyword: 'truck accident attorney',
      what: [
        'Crashes with tractor-trailers, delivery vans and other commercial vehicles tend to cause severe injuries, and the claims are more complex than an ordinary car wreck.',
        'Several parties may share responsibility: the driver, the trucking company, a broker, the shipper that loaded the cargo, or the shop that maintained the brakes.',
        'Interstate carriers follow federal safety rules on driver hours, rest breaks, inspections and drug testing, and records of those rules can show what went wrong.',
        'Evidence such as electronic logging device data, engine control module data and dispatch messages can be overwritten, so a lawyer often sends a preservation letter early.',
        'Commercial insurers usually send investigators to the scene quickly, and having your own lawyer helps balance the conversation.',
      ],
      signs: [
        'You were hit by a semi, box truck, delivery van, garbage truck or other work vehicle',
        'The injuries include fractures, head trauma, spinal harm or a long hospital stay',
        'A trucking company representative or insurer contacted you soon after the crash',
        "The truck's cargo shifted, spilled or was overloaded",
        'You suspect driver fatigue, speeding, phone use or poor maintenance',
      ],
      steps: [
        'A lawyer reviews the crash, the vehicles involved and who employed or contracted the driver.',
        'Preservation letters ask the carrier to keep logs, vehicle data, dashcam video and maintenance files.',
        "The lawyer identifies every insurance policy that may apply, including the carrier's and any excess coverage.",
        'Experts such as crash reconstructionists may review the scene, the data and the vehicles.',
        'Negotiation with the insurers follows; if the claim does not settle, a lawsuit may be filed before the deadline.',
      ],
      cost: [
        'Truck cases are usually taken on contingency as well, but they often need expert reviews and more records, so case costs can be higher than in a car crash claim.',
        'Ask how costs are advanced, whether they are deducted before or after the fee, and what happens to them if there is no recovery.',
      ],
      timing: [
        'Reach out as early as you can, because trucking data and video may be kept only for a limited period.',
        'Serious truck claims often take a year or more, especially when several companies and insurers are involved.',
      ],
      faqs: [
        {
          q: 'Who is responsible when a truck driver causes a crash?',
          a: 'Often the company that employs or contracts the driver, and sometimes a loader, broker or maintenance shop as well. A lawyer will review the paperwork to see who had control over the truck and the trip.',
        },
        {
          q: 'What are hours-of-service records?',
          a: 'Federal rules limit how long interstate truck drivers may drive and require rest breaks, and most trucks record driving time electronically. Those records can show whether fatigue may have played a part.',
        },
        {
          q: 'Is a delivery van crash a truck accident claim?',
          a: "It can be. When a driver was working at the time, the employer's commercial policy may apply, which changes who pays and how the claim is handled.",
        },
      ],
    },
    {
      name: 'Slip and Fall Claims',
      keyword: 'slip and fall lawyer',
      what: [
        'A slip and fall claim, part of what lawyers call premises liability, asks a property owner or manager to pay for injuries caused by a hazard they should have fixed or warned about.',
        'Common hazards include wet floors without signs, torn carpet, broken stairs, missing handrails, poor lighting, icy walkways and uneven sidewalks.',
        'The key questions are whether the owner knew or should have known about the danger, and how long it was there before you fell.',
        'Stores, apartment complexes, restaurants, parking lots and private homes can all be involved, and their insurance usually handles the claim.',
        'Falls on public property, such as a city sidewalk or a government building, often carry short written notice deadlines, so ask early.',
      ],
      signs: [
        'You fell because of a spill, ice, a broken step or a dark stairway',
        'You needed an ER visit, imaging, surgery or physical therapy after the fall',
        'The store or landlord filled out an incident report or refused to make one',
        'Employees or neighbors had complained about the hazard before',
        'The fall happened on city, county or state property',
      ],
      steps: [
        'You describe where and how you fell, and a lawyer reviews whether the owner may be responsible.',
        'The lawyer requests the incident report and asks the owner to keep surveillance video.',
        'Photos, witness names, maintenance logs and weather records help show how long the hazard was there.',
        'Medical records document the injury and treatment.',
        "The lawyer presents the claim to the owner's insurer and negotiates, keeping you informed of every offer.",
      ],
      cost: [
        'Fall claims are commonly handled on contingency; the written agreement explains the fee and how case costs are treated.',
        'Cost drivers include how hard the evidence is to get, whether an engineer or safety expert is needed, and whether the claim settles or goes to court.',
      ],
      timing: [
        'Contact a lawyer quickly: store video is often recorded over within weeks, and public-property claims may need notice within months.',
        'Many fall claims resolve after treatment is finished, so their length depends largely on your recovery.',
      ],
      faqs: [
        {
          q: 'What should I do right after a fall?',
          a: 'Get medical care, report the fall to the manager or owner, photograph the hazard and your shoes, and note the names of any witnesses. Keep the clothes and footwear you wore.',
        },
        {
          q: 'Can I claim if I fell on ice?',
          a: 'Sometimes. Many states look at whether the owner had a reasonable chance to clear or treat the ice after the storm, and local snow-removal rules can matter; a lawyer will review the details.',
        },
        {
          q: "What if I fell at a friend's home?",
          a: 'Homeowners insurance often covers injuries to guests, so a claim is usually made against the policy rather than your friend personally. A lawyer can explain how that works.',
        },
      ],
    },
    {
      name: 'Motorcycle Accident Claims',
      keyword: 'motorcycle accident lawyer',
      what: [
        'Riders have little protection in a crash, so motorcycle accidents often cause road rash, broken bones, head injuries and long recoveries.',
        "Many motorcycle crashes happen when a driver turns left across the rider's path or changes lanes without seeing the bike.",
        'Insurers sometimes assume the rider was speeding or reckless, so evidence matters: scene photos, skid marks, helmet damage, witness accounts and nearby camera footage.',
        'Helmet laws differ by state, and whether you wore one may come up in the claim, but it does not by itself decide who caused the crash.',
        'A lawyer also reviews your own policy, since uninsured and underinsured motorist coverage on a motorcycle policy is often important.',
      ],
      signs: [
        'A car or truck turned, merged or opened a door into your path',
        'The insurer is blaming you for speed or lane splitting without evidence',
        'Your gear and bike were badly damaged and you were taken to a hospital',
        'The driver who hit you had minimal insurance',
        'Road defects such as gravel, potholes or missing signs played a part',
      ],
      steps: [
        'A lawyer reviews the crash, your injuries and the insurance on both sides.',
        'Your helmet, jacket and damaged parts are kept as evidence rather than thrown away.',
        'The scene is documented and witnesses and camera footage are tracked down.',
        'Medical treatment and lost income are recorded as your recovery continues.',
        'The lawyer negotiates with the insurers and explains each offer and option to you.',
      ],
      cost: [
        'Motorcycle claims are usually handled on contingency, with the fee and case costs written into the agreement.',
        'Claims needing reconstruction experts or involving disputed fault cost more to prepare than clear-cut ones.',
      ],
      timing: [
        'Talk to a lawyer before the bike is repaired or salvaged, because its damage tells part of the story.',
        'The length of the claim follows your recovery; serious injuries mean more time before the full loss is known.',
      ],
      faqs: [
        {
          q: 'Will not wearing a helmet ruin my claim?',
          a: 'Not necessarily. Depending on the state and the injury, it may affect part of the damages, but the driver who caused the crash can still be responsible.',
        },
        {
          q: 'Does my motorcycle policy cover me if the driver has no insurance?',
          a: 'If you carry uninsured or underinsured motorist coverage, it may. A lawyer can read your policy with you and explain what applies.',
        },
        {
          q: 'Should I repair my bike right away?',
          a: 'Photograph it thoroughly first and ask your lawyer before it is repaired or sold for salvage. The damage pattern can help show how the crash happened.',
        },
      ],
    },
    {
      name: 'Wrongful Death Claims',
      keyword: 'wrongful death lawyer',
      what: [
        "When someone dies because of another person's or company's carelessness, the family may have a wrongful death claim.",
        'These claims can cover funeral and medical costs, the income and support the person would have provided, and the loss of their companionship.',
        'State law decides who may bring the claim, often the personal representative of the estate on behalf of a spouse, children or parents.',
        'Some states also allow a separate survival claim for what the person suffered before death.',
        'A lawyer handles the legal work with care and patience so the family can focus on each other.',
      ],
      signs: [
        'A loved one died in a crash, a fall, a workplace incident or after a dangerous product failed',
        'An insurer has contacted the family about a settlement',
        'The cause of death is unclear or the official report seems incomplete',
        "The family depended on the person's income or care",
        'An estate needs to be opened to bring a claim',
      ],
      steps: [
        'A lawyer meets with the family, listens, and reviews what happened.',
        'The lawyer explains who can bring the claim under state law and whether an estate must be opened.',
        'Records are gathered: the death certificate, police or incident reports, medical records and financial information.',
        'The claim is presented to the responsible parties and their insurers.',
        'Any settlement is discussed with the family and, where required, approved by a court.',
      ],
      cost: [
        'Wrongful death claims are commonly handled on contingency; the agreement explains the fee, case costs and how any recovery is divided.',
        'Costs depend on how much investigation the case needs and whether experts must explain the cause of death or the financial loss.',
      ],
      timing: [
        'Deadlines for wrongful death claims can be shorter than for injury claims in some states, so families are wise to ask early, even while grieving.',
        'Resolution may take a year or more, and a court may need to approve the settlement.',
      ],
      faqs: [
        {
          q: 'Who can file a wrongful death claim?',
          a: 'It depends on the state. Often the personal representative of the estate files on behalf of the surviving spouse, children or parents; a lawyer will review who qualifies in your family.',
        },
        {
          q: 'Is a wrongful death claim the same as a criminal case?',
          a: "No. A criminal case is brought by prosecutors and can lead to penalties; a wrongful death claim is a civil case for the family's losses, and it can go forward whatever happens in a criminal case.",
        },
        {
          q: 'How is a settlement divided?',
          a: 'State law and sometimes a court decide how the recovery is shared among family members. The lawyer explains the rules before any agreement is signed.',
        },
      ],
    },
  ],
  why: [
    'A local lawyer reviews your situation and explains your options in plain words',
    "Insurance adjusters contact the lawyer's office instead of calling you at home",
    'Fees and case costs are explained in writing before you sign anything',
    'Evidence such as video and vehicle data is requested before it disappears',
    'Deadlines for your state and for public agencies are tracked for you',
    'You decide whether to accept any offer; the lawyer advises, you choose',
    'Medical bills, liens and lost wages are organized into one clear claim',
  ],
  prepare: [
    'The crash report or incident report number, if there is one',
    'Photos of the scene, the vehicles or the hazard, and of your injuries',
    "Names and phone numbers of witnesses and the other party's insurance details",
    'A list of doctors, hospitals and therapists you have seen since the injury',
    'Any letters, emails or offers from insurance companies',
  ],
  faqs: [
    {
      q: 'How much is my injury case worth?',
      a: 'No honest lawyer can say from a phone call. Value depends on the injuries, the treatment, lost income, insurance limits and fault, and it becomes clearer as your recovery progresses.',
    },
    {
      q: 'How long do I have to file a claim?',
      a: 'Every state sets a statute of limitations, and claims against government agencies often require notice much sooner. A lawyer will review the dates that apply to you, so it is better to ask early.',
    },
    {
      q: 'How do injury lawyers get paid?',
      a: 'Most work on a contingency fee, a percentage of any recovery, set out in a written agreement. Ask how case costs are handled and what you would owe if there is no recovery.',
    },
    {
      q: 'Will my case go to trial?',
      a: 'Most injury claims settle without a trial. If an insurer will not make a fair offer, the lawyer may recommend filing suit, and even then many cases settle before trial.',
    },
    {
      q: 'Should I see a doctor even if I feel fine?',
      a: 'Yes, it is wise. Some injuries, such as concussions and soft-tissue damage, show symptoms later, and a prompt visit also records when the injury started.',
    },
    {
      q: 'Can I still claim if I already talked to the insurance company?',
      a: 'Usually, yes. Tell the lawyer what you said and what you signed, and let the office handle further contact.',
    },
    {
      q: 'Does contacting you cost anything or commit me?',
      a: 'Sending the form is free and does not create an attorney-client relationship. A lawyer will review your situation and explain your options; you decide whether to go forward.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: [
        'Ice on parking lots, steps and sidewalks causes many falls in winter: photograph the ice before it melts and ask for an incident report.',
        'Winter crashes on slick roads still involve questions of speed and following distance, so keep your photos and the tow receipt.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Spring brings motorcycles back on the road; riders hurt by a turning driver should keep their helmet and gear as evidence.',
        'If you were hurt over the winter and have been putting off a call, check your deadline now rather than later.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'Summer road trips, work zones and busy highways mean more serious crashes; save dashcam footage the same week.',
        "Pool parties, backyard dogs and vacation rentals bring injuries on someone else's property, which their insurance may cover.",
      ],
    },
    {
      months: [8, 9, 10, 11],
      advice: [
        'Darker evenings after the time change put pedestrians and cyclists at risk; note the lighting and the crossing where you were hit.',
        'Holiday shopping and travel mean crowded stores and roads; report a fall to the manager before you leave the building.',
      ],
    },
  ],
  disclaimer:
    'Attorney advertising. This website gives general information, not legal advice, and sending a message does not create an attorney-client relationship. A local lawyer will review your situation; past results do not predict future outcomes and no lawyer can promise a particular result.',
  banned: ['guarantee', 'we will win', 'no win no fee', 'top rated', 'specialist', 'maximum compensation'],
};
