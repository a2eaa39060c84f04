// Dentist: voice and facts (see ../types.ts).
import type { VerticalCopy } from '../types';

export const dentist: VerticalCopy = {
  slug: 'dentist',
  kind: 'medical',
  audience: 'patients and families',
  about: [
    'Regular dental care keeps small problems small: a cavity caught early is a simple filling, while the same cavity left alone can become a root canal or an extraction.',
    'We help patients in {city} find a local dental office for checkups, cleanings, fillings and the everyday care a family needs.',
    'A licensed dentist will examine your teeth and gums, take X-rays when they are needed, and explain what they find and what your options are.',
    'Most dental plans cover preventive visits at little or no cost, and many offices will check your benefits before treatment so there are fewer surprises.',
    'Gum health matters beyond your mouth, and your dentist may ask about conditions such as diabetes, pregnancy or heart problems that affect care.',
    'If you have been away from the dentist for a while, you are not alone; a good office starts where you are, without judgment.',
  ],
  services: [
    {
      name: 'Teeth Cleaning and Checkups',
      keyword: 'teeth cleaning',
      what: [
        'A routine visit combines a professional cleaning by a dental hygienist with an exam by the dentist.',
        'The hygienist removes plaque and hardened tartar that brushing cannot reach, polishes the teeth and measures the gum pockets around each tooth.',
        'The dentist checks for cavities, cracked fillings, gum disease, bite problems and signs of oral cancer, and reviews X-rays when they are due.',
        'When gum pockets are deep and the bone is affected, a deeper cleaning called scaling and root planing may be recommended instead of a routine cleaning.',
        'You leave with a plan for any treatment and tips tailored to your mouth, such as a softer brush, a water flosser or fluoride toothpaste.',
      ],
      signs: [
        'It has been more than six months since your last cleaning',
        'Your gums bleed when you brush or floss',
        'You notice bad breath that does not go away',
        'You see yellow or brown buildup along the gumline',
        'Your teeth feel rough or sensitive',
      ],
      steps: [
        'You update your health history and medications at the front desk.',
        'The hygienist checks your gums and takes X-rays if they are due.',
        'Plaque and tartar are removed with hand instruments or an ultrasonic scaler, then the teeth are polished.',
        'The dentist examines your teeth, gums, bite and soft tissues.',
        'Any treatment is explained, with costs and insurance estimates, and your next visit is scheduled.',
      ],
      cost: [
        "Many dental plans cover routine cleanings and exams at a high level, often twice a year; your plan's rules decide how often X-rays are covered.",
        'Deep cleanings, gum treatment and extra X-rays cost more than a routine visit, and patients without insurance can ask about in-office membership plans.',
      ],
      timing: [
        'A routine cleaning and exam usually fits in a single appointment; deep cleanings may be split into two visits.',
        'Most people return every six months, and patients with gum disease may be advised to come more often.',
      ],
      faqs: [
        {
          q: 'How often should I get my teeth cleaned?',
          a: 'Twice a year suits many people, but your dentist may suggest more frequent visits if you have gum disease or a high risk of cavities. Your own history decides the right schedule.',
        },
        {
          q: 'Does a cleaning hurt?',
          a: 'Most people feel only mild pressure or scraping. If your teeth are sensitive or the gums are inflamed, tell the hygienist, who can use numbing gel or work more gently.',
        },
        {
          q: 'Why do I need X-rays?',
          a: 'X-rays show decay between teeth, infections and bone loss that cannot be seen in an exam. Dentists take them based on your risk, not on a fixed schedule for everyone.',
        },
      ],
    },
    {
      name: 'Family Dentistry',
      keyword: 'family dentist',
      what: [
        'A family dentist sees patients of every age, so parents, children and grandparents can be cared for in one office.',
        'Children usually start dental visits around their first birthday or when the first tooth appears, which lets the dentist spot early decay and guide parents on brushing and bottles.',
        'Preventive care for children includes fluoride varnish and sealants, thin coatings that protect the grooves of back teeth where cavities often start.',
        'For teens and adults, the dentist watches wisdom teeth, bite changes and wear from grinding, and can refer to an orthodontist or oral surgeon when needed.',
        'Older adults benefit from checks on dry mouth from medications, root decay and the fit of dentures or bridges.',
      ],
      signs: [
        'Your child is turning one or has a first tooth',
        'Your child complains of tooth pain or has dark spots on teeth',
        'You want the whole family on one schedule',
        'A teen plays contact sports or is getting wisdom teeth',
        'An older parent has loose dentures or a dry mouth',
      ],
      steps: [
        "Each family member's health history and any dental worries are reviewed.",
        'Children get a gentle exam, often with a parent nearby, and learn about brushing.',
        'Cleanings, fluoride and sealants are provided as needed.',
        'The dentist explains any findings to the patient or the parent in plain words.',
        'Visits for the family are coordinated where the office can do so.',
      ],
      cost: [
        'Preventive care for children is covered by many dental plans and by Medicaid or CHIP in every state; ask which plans the office accepts.',
        'Treatment such as fillings, space maintainers or nitrous oxide adds cost beyond a routine visit.',
      ],
      timing: [
        "A child's first visit is usually short and focused on getting comfortable.",
        'Book back-to-school checkups early in the summer, as they fill quickly.',
      ],
      faqs: [
        {
          q: 'When should my child first see a dentist?',
          a: 'Dental groups recommend a first visit by the first birthday or within six months of the first tooth. Early visits help prevent decay and make the dentist familiar.',
        },
        {
          q: 'Are dental sealants worth it?',
          a: 'Sealants are a quick coating, placed without drilling, that helps protect the chewing surfaces of back teeth from decay. Your dentist will suggest them when the molars come in.',
        },
        {
          q: 'Do baby teeth really need fillings?',
          a: 'Often yes, because decayed baby teeth can cause pain, infection and problems for the adult teeth underneath. The dentist will explain the options for your child.',
        },
      ],
    },
    {
      name: 'Fillings',
      keyword: 'tooth fillings',
      what: [
        'A filling repairs a tooth damaged by decay or a small fracture after the decayed part is removed.',
        'Most fillings today are tooth-colored composite resin, which bonds to the tooth and blends with it; silver amalgam is still used in some situations, and your dentist can explain the differences.',
        'The dentist numbs the area, removes the decay, shapes the tooth and places the filling in layers that are hardened with a curing light.',
        'Larger cavities may need an inlay, onlay or crown instead, because a large filling can weaken the remaining tooth.',
        'Catching decay early keeps fillings small and helps avoid root canals later.',
      ],
      signs: [
        'A tooth is sensitive to sweets, cold or biting',
        'Food catches between two teeth in the same spot',
        'You see a dark spot, hole or rough edge on a tooth',
        'An old filling is cracked, chipped or loose',
        'Your dentist saw a cavity on an X-ray',
      ],
      steps: [
        'The dentist confirms the cavity with an exam and X-ray.',
        'The tooth is numbed with a local anesthetic.',
        'Decay is removed and the tooth is cleaned and shaped.',
        'Composite is placed in layers, hardened and shaped to your bite.',
        'The filling is polished and your bite is checked.',
      ],
      cost: [
        'The cost depends on the material, how many surfaces of the tooth are involved, and whether it is a front or back tooth.',
        'Many dental plans cover fillings at a partial rate after the deductible, and some cover tooth-colored fillings on back teeth only at the amalgam rate.',
      ],
      timing: [
        'Most fillings are done in one visit, and several small ones can often be done together.',
        'Do not wait for pain; a small cavity can grow into the nerve.',
      ],
      faqs: [
        {
          q: 'How long do fillings last?',
          a: 'Many last for years, but they can wear, chip or leak at the edges over time. Regular checkups let the dentist replace a filling before decay spreads under it.',
        },
        {
          q: 'Is it normal for a tooth to be sensitive after a filling?',
          a: 'Mild sensitivity to cold or pressure for a short time is common. If the bite feels high or pain gets worse, call the office so the dentist can adjust or check it.',
        },
        {
          q: 'Can I eat after getting a filling?',
          a: 'Composite fillings harden right away, but wait until the numbness wears off so you do not bite your cheek or tongue.',
        },
      ],
    },
    {
      name: 'Crowns and Bridges',
      keyword: 'dental crowns',
      what: [
        'A crown is a cap that covers a tooth weakened by a large filling, a crack or a root canal, restoring its shape and strength.',
        'Crowns are made from porcelain, zirconia, gold or porcelain fused to metal, chosen for strength and appearance depending on the tooth.',
        'A bridge replaces one or more missing teeth by anchoring a false tooth to crowns on the neighboring teeth.',
        'Traditionally a crown takes two visits, one to prepare the tooth and take impressions and one to place the final crown; some offices mill crowns in the office in a single visit, so ask whether that is offered.',
        'The dentist will compare a bridge with an implant or partial denture when a tooth is missing.',
      ],
      signs: [
        'A tooth has a large, old filling that is breaking down',
        'A tooth is cracked or hurts sharply when you bite',
        'You had a root canal on a back tooth',
        'A tooth is badly worn or discolored',
        'You have a gap from a missing tooth',
      ],
      steps: [
        'The dentist examines the tooth and takes X-rays to confirm it can support a crown.',
        'The tooth is numbed, shaped and a digital scan or impression is taken.',
        'A temporary crown protects the tooth while the lab makes the final one.',
        'The final crown or bridge is checked for fit, color and bite.',
        'It is cemented or bonded in place, and you learn how to clean around it.',
      ],
      cost: [
        'The material, the lab and whether a core buildup or root canal is needed first all affect the price.',
        'Dental plans often cover crowns at a partial rate, may require a waiting period, and may limit how often a crown is replaced.',
      ],
      timing: [
        'Crowns usually take two visits a couple of weeks apart unless made in the office.',
        'Treat a cracked tooth soon, before the crack spreads into the root.',
      ],
      faqs: [
        {
          q: 'How long does a crown last?',
          a: 'With good care, many crowns last a long time, though grinding, decay at the edges and gum recession can shorten their life. Regular checkups help catch problems early.',
        },
        {
          q: 'Is a bridge or an implant better?',
          a: 'Each has trade-offs: a bridge is faster and avoids surgery but involves reshaping neighboring teeth, while an implant stands alone. Your dentist will explain which suits your mouth and health.',
        },
        {
          q: 'What if my temporary crown comes off?',
          a: 'Keep it, call the office, and avoid chewing on that side. A pharmacy dental cement can hold it briefly until you are seen.',
        },
      ],
    },
    {
      name: 'Root Canal Treatment',
      keyword: 'root canal',
      what: [
        'A root canal treats infection or inflammation inside a tooth, in the pulp that holds its nerve and blood vessels.',
        'The dentist or an endodontist removes the damaged pulp, cleans and shapes the canals, and seals them with a filling material.',
        'Modern anesthesia makes the treatment feel much like a filling for most patients, and it relieves the pain the infection was causing.',
        'Back teeth usually need a crown afterward, because a tooth treated with a root canal becomes more brittle.',
        'Saving the natural tooth keeps your bite and jawbone stable and often costs less over time than extraction and replacement.',
      ],
      signs: [
        'Lingering pain after hot or cold food or drinks',
        'Throbbing pain that wakes you at night',
        'Pain when chewing or touching the tooth',
        'A pimple-like bump on the gum near a tooth',
        'A tooth that has darkened after an injury',
      ],
      steps: [
        'The dentist tests the tooth and takes X-rays to confirm the diagnosis.',
        'The tooth is numbed and isolated with a small rubber sheet.',
        'The pulp is removed and the canals are cleaned, disinfected and shaped.',
        'The canals are filled and sealed, and the tooth gets a temporary filling.',
        'A crown or permanent filling is placed at a later visit to protect the tooth.',
      ],
      cost: [
        'Front teeth usually cost less to treat than molars, which have more canals.',
        'Referral to an endodontist, retreatment of an old root canal and the crown afterward add to the total.',
      ],
      timing: [
        'Many root canals are finished in one or two visits.',
        'Call promptly when you have lasting tooth pain; infections can spread if left untreated.',
      ],
      faqs: [
        {
          q: 'Does a root canal hurt?',
          a: 'Most patients say it feels like getting a filling, and it relieves the pain of the infection. Some soreness for a few days afterward is common.',
        },
        {
          q: 'Can I just have the tooth pulled instead?',
          a: 'Yes, extraction is an option, but the gap may need an implant or bridge to prevent teeth from shifting. Your dentist will explain the trade-offs.',
        },
        {
          q: 'Why do I need a crown after a root canal?',
          a: 'A treated back tooth is more likely to crack under chewing forces. A crown protects it so the treatment lasts.',
        },
      ],
    },
    {
      name: 'Urgent Dental Care',
      keyword: 'urgent dental care',
      what: [
        'Urgent dental problems include a severe toothache, a broken or knocked-out tooth, a lost crown, swelling, and pain after an extraction.',
        'Many dental offices keep time in their schedule for urgent visits, and calling early gives the best chance of being seen soon.',
        'The dentist finds the cause, relieves pain and controls infection, then plans any follow-up treatment.',
        'Treatment may include draining an abscess, starting a root canal, smoothing a broken tooth, recementing a crown or removing a tooth that cannot be saved.',
        'Swelling that spreads to the eye or neck, a high fever, or trouble breathing or swallowing needs an emergency room or a 911 call, not a dental appointment.',
      ],
      signs: [
        'Tooth pain that keeps you awake or does not ease with over-the-counter pain relievers',
        'Swelling in your gum, face or jaw',
        'A tooth knocked out or broken in an accident',
        'A lost filling or crown with sharp edges or pain',
        'Bleeding that will not stop after an extraction',
      ],
      steps: [
        'You call the office, describe the problem and get advice on what to do before the visit.',
        'The dentist examines the area and takes an X-ray.',
        'Pain is relieved and infection is treated or drained.',
        'Temporary repairs protect the tooth until the final treatment.',
        'A follow-up plan and any prescriptions are explained.',
      ],
      cost: [
        'An urgent visit usually includes an exam and X-ray, with treatment priced separately according to what is done.',
        'Many dental plans cover urgent exams and pain relief; ask the office to check your benefits when you call.',
      ],
      timing: [
        'A knocked-out adult tooth has the best chance of saving when it is put back quickly, so call right away and keep the tooth moist in milk.',
        'Do not wait out swelling or spreading pain; dental infections can become serious.',
      ],
      faqs: [
        {
          q: 'What should I do if a tooth is knocked out?',
          a: 'Hold it by the crown, not the root, rinse it gently, and try to place it back in the socket or keep it in milk. Call a dentist at once; for a serious injury, go to an emergency room.',
        },
        {
          q: 'When should I go to the ER instead of a dentist?',
          a: 'Go to an emergency room or call 911 for swelling that affects breathing or swallowing, spreads toward the eye, or comes with a high fever, and for serious facial injuries.',
        },
        {
          q: 'Can I take pain relievers before my visit?',
          a: 'Many people use over-the-counter pain relievers as directed on the label, unless a doctor has told them not to. Never place aspirin directly on the gum.',
        },
      ],
    },
  ],
  why: [
    'A licensed dentist examines you and explains findings in plain words',
    'Treatment options and costs are discussed before work begins',
    'Many offices check insurance benefits ahead of treatment',
    'Preventive care for the whole family under one roof',
    'Nervous patients can ask about numbing options and breaks',
    'Modern materials such as tooth-colored fillings',
    'Clear follow-up plans and reminders for your next visit',
  ],
  prepare: [
    'Your dental insurance card or plan details',
    'A list of medications, allergies and health conditions',
    'Recent dental X-rays or records from a previous dentist, if available',
    'Notes on any pain, sensitivity or concerns you want checked',
    'For children, any questions about brushing, thumb sucking or teething',
  ],
  faqs: [
    {
      q: 'Is the office accepting new patients?',
      a: 'Send the form or call and the office will tell you about openings. Mention whether you need a routine visit or have pain.',
    },
    {
      q: 'Do you accept my insurance?',
      a: 'Offices work with many dental plans, and some accept Medicaid. Share your plan details and the office can check your benefits before your visit.',
    },
    {
      q: 'What if I have not been to a dentist in years?',
      a: 'That is common. The first visit usually includes a full exam and X-rays, and the dentist will explain a plan one step at a time.',
    },
    {
      q: 'I am nervous about the dentist. What can help?',
      a: 'Tell the office when you book. Many offer numbing gel, breaks, headphones or nitrous oxide, and the dentist can explain each step before it happens.',
    },
    {
      q: 'Is dental work safe during pregnancy?',
      a: 'Cleanings and many treatments are considered safe during pregnancy, and gum health is especially important then. Tell the dentist you are pregnant so care can be planned accordingly.',
    },
    {
      q: 'What if I cannot afford the treatment plan?',
      a: 'Ask the office to prioritize the most urgent work and about payment options or membership plans. Community dental clinics and dental schools may also offer lower-cost care.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: [
        'New year, new benefits: many dental plans reset in January, so book your first cleaning of the year early.',
        'Cold winter air can make sensitive teeth ache; ask about sensitivity toothpaste at your checkup.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Spring sports start now; get a mouthguard for kids who play contact sports.',
        "Spring break is a good time for children's checkups without missing school.",
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'Back-to-school dental visits fill up fast; book early in the summer.',
        'Summer travel is easier when a nagging tooth has been checked before you leave.',
      ],
    },
    {
      months: [8, 9, 10],
      advice: [
        'Halloween candy is hardest on teeth when grazed on all day; have sweets with meals and brush afterward.',
        'If you still have treatment on your plan, schedule it in the fall before year-end appointments are booked.',
      ],
    },
    {
      months: [11],
      advice: [
        'Unused dental benefits and flexible spending money often expire on December 31; use them for treatment you need.',
        'Holiday schedules are busy; book early in the month to fit in a visit.',
      ],
    },
  ],
  disclaimer:
    'This website is for general information only and is not medical or dental advice. A licensed dentist will examine you and recommend treatment; results vary from person to person. If you have a medical emergency, call 911.',
  banned: ['guarantee', 'painless', 'pain-free', 'permit', 'best dentist', 'perfect smile'],
};
