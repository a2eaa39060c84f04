// Veterinarian copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const veterinarian: VerticalCopy = {
  slug: 'veterinarian',
  kind: 'medical',
  audience: 'pet owners',
  about: [
    "Pets cannot tell us when something hurts, which is why regular checkups and a veterinarian who knows your pet's history make such a difference.",
    'Our veterinary care covers dogs and cats through every stage of life, from puppy and kitten visits to senior care, with wellness exams, vaccinations, surgery, dental care and sick visits.',
    'Prevention is the heart of good care: vaccines, parasite control, dental care and early bloodwork often catch problems while they are easier to manage.',
    'Around {city}, pets face seasonal risks such as ticks and mosquitoes in warm months, heat on summer pavement, and antifreeze and holiday foods in colder months.',
    'Veterinarians are licensed by the state, and we explain our findings and treatment options in plain language, including the costs, so you can make informed decisions.',
    'Every pet responds differently to treatment, and results vary, so we focus on clear communication and follow-up rather than promises.',
  ],
  services: [
    {
      name: 'Pet Wellness Exams',
      keyword: 'pet wellness exam',
      what: [
        'A wellness exam is a nose-to-tail checkup for a pet who seems healthy, so changes can be caught early and prevention stays on track.',
        'The veterinarian checks weight and body condition, eyes, ears, teeth and gums, heart and lungs, skin and coat, joints, lymph nodes and the abdomen.',
        'Depending on age and lifestyle, the visit may include a heartworm test, a fecal test for intestinal parasites, and bloodwork to establish a baseline or screen for early kidney, liver or thyroid changes.',
        'It is also time to ask about behavior, diet, exercise and any small changes you have noticed at home.',
        'Puppies and kittens need a series of early visits, adult pets usually need at least a yearly exam, and senior pets often benefit from visits twice a year.',
      ],
      signs: [
        "It has been a year or more since your pet's last checkup",
        'You just adopted a new puppy, kitten or adult pet',
        'Your pet is entering its senior years',
        'You have noticed small changes in weight, thirst, appetite or energy',
        'Boarding, grooming or travel requires current health records',
      ],
      steps: [
        "You share your pet's history, diet, medications and any concerns.",
        'A technician records weight, temperature and vital signs.',
        'The veterinarian performs a full physical exam and discusses findings.',
        'Recommended vaccines, tests and preventives are explained with their costs.',
        'You leave with a care plan and the date for the next visit.',
      ],
      cost: [
        'The exam fee covers the physical exam, and vaccines, lab tests and medications are usually priced separately.',
        'Age, species, size and any findings that need further testing affect the total cost of the visit.',
      ],
      timing: [
        'A wellness visit is typically scheduled ahead, and booking early in the month gives you the widest choice of times.',
      ],
      faqs: [
        {
          q: 'How often should my pet have a wellness exam?',
          a: 'Most adult dogs and cats should be seen at least once a year. Puppies, kittens and seniors usually need more frequent visits.',
        },
        {
          q: 'Why does my indoor cat need a checkup?',
          a: 'Cats are very good at hiding illness, and problems like dental disease, kidney changes and weight gain are common in indoor cats. Regular exams help find them early.',
        },
        {
          q: 'Should I bring a stool sample?',
          a: 'Yes, a fresh sample lets the clinic check for intestinal parasites. Ask the clinic how fresh it should be when you book.',
        },
      ],
    },
    {
      name: 'Pet Vaccinations',
      keyword: 'pet vaccinations',
      what: [
        'Vaccinations protect pets from serious, sometimes fatal diseases, and some also protect people, such as the rabies vaccine required by law in most states.',
        'Core vaccines for dogs typically include rabies and the combination vaccine for distemper, adenovirus and parvovirus, and for cats rabies and the combination for feline panleukopenia, herpesvirus and calicivirus.',
        "Lifestyle vaccines depend on your pet's exposure, such as Bordetella for dogs that board or visit groomers, leptospirosis and Lyme disease in some areas, and feline leukemia for cats that go outdoors.",
        'Puppies and kittens receive a series of boosters because antibodies from their mother can block early vaccines.',
        "The veterinarian tailors the schedule to your pet's age, health, lifestyle and local disease risks.",
      ],
      signs: [
        'A new puppy or kitten needs its first vaccine series',
        'Rabies or other vaccines are due or overdue',
        'Your dog will board, attend daycare or visit a groomer',
        'You moved to an area with different disease risks',
      ],
      steps: [
        'The veterinarian examines your pet to make sure it is healthy enough to vaccinate.',
        'Vaccines are chosen based on age, lifestyle and history.',
        'Vaccines are given and recorded, with a rabies certificate where applicable.',
        'You are told what reactions are normal and when boosters are due.',
      ],
      cost: [
        'Which vaccines are needed and whether an exam is required in the same visit determine the cost.',
        'Puppy and kitten series involve several visits, while adult pets usually need fewer boosters.',
      ],
      timing: [
        'Puppy and kitten series start at a young age and continue with boosters every few weeks; your veterinarian sets the exact schedule.',
        'Book boosters before boarding or travel, since some facilities require vaccines a set time in advance.',
      ],
      faqs: [
        {
          q: 'Are vaccine reactions common?',
          a: 'Mild soreness or sleepiness for a day is fairly common. Facial swelling, hives, vomiting or trouble breathing need prompt veterinary attention.',
        },
        {
          q: 'Does my indoor cat need vaccines?',
          a: 'Yes, rabies is legally required in most places and indoor cats can still be exposed. Your veterinarian can recommend which others fit an indoor lifestyle.',
        },
        {
          q: 'What if my pet missed a booster?',
          a: 'Talk with your veterinarian, since some vaccines may need to restart a series. Do not skip the visit just because it is late.',
        },
      ],
    },
    {
      name: 'Spay and Neuter Surgery',
      keyword: 'spay and neuter',
      what: [
        "Spaying removes a female pet's ovaries and usually the uterus, and neutering removes a male pet's testicles, preventing unplanned litters.",
        'Spaying prevents uterine infections and reduces the risk of mammary tumors, while neutering can reduce roaming, marking and some hormone-related health problems.',
        'The best age for surgery depends on species, breed and size, and recommendations for large-breed dogs have changed, so discuss timing with your veterinarian.',
        'Surgery is done under general anesthesia with monitoring of heart rate, oxygen, breathing and temperature, and pain medication is given before and after.',
        'Pre-anesthetic bloodwork is often recommended to check organ function before anesthesia.',
      ],
      signs: [
        'Your puppy or kitten is approaching the recommended age',
        'You adopted an adult pet that has not been spayed or neutered',
        'Your female pet has gone into heat',
        'Your male pet is marking or roaming',
      ],
      steps: [
        'A pre-surgical exam and, if recommended, bloodwork are done.',
        'Your pet fasts as instructed and is admitted on the morning of surgery.',
        'Surgery is performed under anesthesia with continuous monitoring.',
        'Your pet recovers with pain control and goes home with care instructions.',
        'A recheck or suture removal is scheduled if needed.',
      ],
      cost: [
        'Cost depends on species, sex, size and age, since larger dogs and females in heat or with other conditions need more surgical time.',
        'Pre-anesthetic bloodwork, IV fluids, pain medication and a recovery cone may be included or added.',
      ],
      timing: [
        'Most pets go home on the evening of surgery and need about two weeks of restricted activity while the incision heals.',
      ],
      faqs: [
        {
          q: "Will spaying or neutering change my pet's personality?",
          a: 'Pets usually keep their personality, and some hormone-driven behaviors like roaming may decrease. Metabolism can slow, so adjust food to prevent weight gain.',
        },
        {
          q: 'How do I care for the incision?',
          a: 'Keep your pet from licking it, usually with a cone, and limit running, jumping and bathing until your veterinarian says it has healed. Call if you see swelling, discharge or opening.',
        },
        {
          q: 'Is anesthesia safe?',
          a: "Every anesthesia carries some risk, which is reduced with a pre-surgical exam, bloodwork and careful monitoring. Your veterinarian will discuss your pet's specific risks.",
        },
      ],
    },
    {
      name: 'Pet Dental Care',
      keyword: 'pet dental cleaning',
      what: [
        'Dental disease is one of the most common problems in adult dogs and cats, and much of it happens below the gumline where you cannot see it.',
        'A professional dental cleaning is done under anesthesia so the veterinary team can scale tartar above and below the gumline, polish the teeth and examine every tooth safely.',
        'Dental X-rays show tooth roots and bone, revealing infections, fractures and resorptive lesions that look normal from the outside.',
        'Teeth that are badly diseased may need extraction, which removes a source of pain and infection.',
        'Home care such as tooth brushing with pet toothpaste, dental diets and approved chews helps slow tartar buildup between cleanings.',
      ],
      signs: [
        'Bad breath that does not go away',
        'Brown tartar on the teeth or red, swollen gums',
        'Chewing on one side or dropping food',
        'Pawing at the mouth or a swollen face',
        'A broken or discolored tooth',
      ],
      steps: [
        'The mouth is examined during an exam and a cleaning is recommended if needed.',
        'Pre-anesthetic bloodwork is done and your pet is admitted fasted.',
        'Under anesthesia, teeth are scaled, polished, charted and X-rayed.',
        'Treatment such as extractions is discussed with you by phone if needed.',
        'Your pet goes home with care instructions and a plan for home dental care.',
      ],
      cost: [
        'The cost depends on the size of the pet, the amount of tartar, dental X-rays and whether extractions or other treatment are needed.',
        'Anesthesia, monitoring and pain medication are part of the total.',
      ],
      timing: ['Dental cleanings are scheduled procedures, and most pets go home by evening.'],
      faqs: [
        {
          q: 'Is anesthesia-free dental cleaning a good option?',
          a: 'It can scrape visible tartar off the teeth but cannot clean below the gumline or allow X-rays, where most disease occurs. Veterinary dental organizations recommend cleaning under anesthesia.',
        },
        {
          q: 'How often does my pet need a dental cleaning?',
          a: 'It depends on the pet, and some need cleanings yearly while others go longer. Your veterinarian will check teeth at each exam.',
        },
        {
          q: 'Can my pet eat after extractions?',
          a: 'Most pets eat soft food that evening or the next day. Your veterinarian will advise on food and pain control during healing.',
        },
      ],
    },
    {
      name: 'Sick Pet Visits',
      keyword: 'sick pet visit',
      what: [
        'Sick pet visits are for pets that are not acting like themselves, such as vomiting, diarrhea, limping, itching, coughing, ear infections or changes in eating, drinking or urination.',
        'The veterinarian takes a history, examines your pet and may recommend diagnostics such as bloodwork, urine tests, X-rays or ultrasound to find the cause.',
        'Treatment plans are explained with options and estimated costs, since there is often more than one reasonable approach.',
        'Many conditions, from skin allergies to urinary infections, improve with treatment and follow-up, though each pet responds differently.',
        'Some symptoms need urgent care rather than a scheduled visit, and the clinic can help you decide over the phone.',
      ],
      signs: [
        'Vomiting or diarrhea that lasts more than a day or contains blood',
        'Not eating, or eating much less than usual',
        'Limping, stiffness or reluctance to jump',
        'Constant scratching, licking, head shaking or ear odor',
        'Drinking or urinating much more than usual',
      ],
      steps: [
        'Call to describe the symptoms so the clinic can schedule appropriately.',
        'The veterinarian examines your pet and discusses possible causes.',
        'Diagnostics are recommended with an estimate, and you decide what to proceed with.',
        'A treatment plan and medications are provided with follow-up instructions.',
      ],
      cost: [
        'The exam, diagnostics, medications and follow-up visits each affect the cost.',
        'The clinic can provide an estimate before tests and treatment so you can make informed choices.',
      ],
      timing: [
        'Call early in the day when your pet seems unwell so the clinic can fit in an appointment if possible.',
      ],
      faqs: [
        {
          q: 'When should I worry about vomiting?',
          a: 'A single episode in an otherwise bright pet is often minor, but repeated vomiting, blood, a swollen belly or lethargy needs prompt care. Puppies, kittens and seniors can become ill faster.',
        },
        {
          q: 'Can I give my pet human medication?',
          a: "No, not without your veterinarian's advice. Common drugs such as ibuprofen, naproxen and acetaminophen can be very harmful to pets.",
        },
        {
          q: 'What should I bring to a sick visit?',
          a: 'Bring a list of symptoms and when they started, any medications, and photos or videos of the problem if it comes and goes. A list of what your pet has eaten recently helps too.',
        },
      ],
    },
    {
      name: 'Emergency Vet Care',
      keyword: 'emergency vet',
      needs24h: true,
      what: [
        'Emergency veterinary care is available around the clock for pets with sudden, serious illness or injury, when waiting for a regular appointment could be dangerous.',
        'Pets are triaged on arrival, so the most critical patients are seen first, which can mean a wait for stable pets.',
        'The emergency team can provide oxygen, IV fluids, pain control, X-rays, ultrasound, bloodwork and surgery when needed.',
        'Common emergencies include trouble breathing, being hit by a car, toxin ingestion, bloat in large dogs, seizures and urinary blockage in male cats.',
        'After stabilization, your regular veterinarian receives the records so follow-up care stays coordinated.',
      ],
      signs: [
        'Trouble breathing, pale gums or collapse',
        'A swollen, hard belly with unproductive retching',
        'A male cat straining to urinate with little or no urine',
        'Eating something toxic, such as chocolate, xylitol, grapes, lilies or antifreeze',
        'Seizures, heavy bleeding or injury from a car or fall',
      ],
      steps: [
        'Call ahead if you can so the team is ready for your pet.',
        'Transport your pet safely, using a carrier or a board for injured animals.',
        'Your pet is triaged and stabilized, and the veterinarian explains findings.',
        'A treatment plan and estimate are reviewed with you before further care.',
      ],
      cost: [
        'Emergency visits cost more than regular appointments because of after-hours staffing and the level of care available.',
        'Diagnostics, hospitalization, surgery and medications make up most of the total.',
      ],
      timing: ['Do not wait when you see signs of a true emergency; bring your pet in right away.'],
      faqs: [
        {
          q: 'How do I know if it is an emergency?',
          a: 'Trouble breathing, collapse, severe bleeding, suspected poisoning, repeated vomiting with a swollen belly and straining to urinate are emergencies. When in doubt, call and describe what you see.',
        },
        {
          q: 'My pet ate something toxic. What should I do?',
          a: 'Call your veterinarian, an emergency clinic or an animal poison control hotline right away, and have the packaging on hand. Do not make your pet vomit unless a veterinarian tells you to.',
        },
        {
          q: 'Can I pay over time for emergency care?',
          a: 'Payment options vary by clinic, and some accept third-party veterinary financing. Pet insurance can also help if it is in place before the emergency.',
        },
      ],
    },
  ],
  why: [
    'Treatment options and estimates explained before care begins',
    "Preventive care tailored to your pet's age and lifestyle",
    'Anesthesia with pre-surgical checks and careful monitoring',
    'Dental care that includes X-rays and cleaning below the gumline',
    'Gentle handling to reduce stress for nervous pets',
    'Clear home-care instructions after every visit',
    'Records shared with specialists and other clinics when needed',
  ],
  prepare: [
    'Previous medical and vaccine records, or the name of your last clinic',
    'A list of medications, supplements and the food your pet eats',
    'Notes or videos of any symptoms and when they started',
    'Dogs on a leash and cats in a secure carrier',
    'A fresh stool sample if the clinic asks for one',
  ],
  faqs: [
    {
      q: 'What should I do if my pet needs help after hours?',
      a: 'Call the clinic first, since the phone message usually gives after-hours instructions. For serious symptoms, go to the nearest animal hospital that is open.',
    },
    {
      q: 'Should I get pet insurance?',
      a: 'Pet insurance can help with unexpected illness and injury costs, but plans differ in premiums, deductibles and exclusions. Enroll while your pet is young and healthy, since pre-existing conditions are usually excluded.',
    },
    {
      q: 'How can I make vet visits less stressful?',
      a: 'Get cats used to the carrier at home, bring treats and a favorite blanket, and let the team know if your pet is anxious. Some pets benefit from calming medication before visits.',
    },
    {
      q: 'Do I need heartworm prevention all year?',
      a: 'Many veterinarians recommend year-round prevention, since mosquitoes can appear during warm spells and it keeps protection consistent. Your veterinarian will advise based on local risk.',
    },
    {
      q: 'What foods are dangerous for pets?',
      a: 'Chocolate, grapes and raisins, onions and garlic, xylitol in sugar-free products, and fatty table scraps can make pets sick. Lilies are very dangerous to cats.',
    },
    {
      q: 'When is my pet considered a senior?',
      a: 'It depends on species and size, and large-breed dogs reach their senior years earlier than cats and small dogs. Your veterinarian can tell you when to start senior screening, which usually means more frequent exams and bloodwork.',
    },
    {
      q: 'Can I get a prescription filled elsewhere?',
      a: 'In most cases you can ask for a written prescription to fill at an outside pharmacy. Some medications are best given from the clinic, and your veterinarian can explain why.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: [
        'Antifreeze tastes sweet to pets, so wipe up spills in the garage and driveway right away.',
        'Wipe salt and ice melt off paws after winter walks to prevent cracking and licking.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Spring is tick and mosquito season, so start or continue flea, tick and heartworm prevention.',
        'Spring is a busy time for vaccines and wellness exams, so book ahead before summer boarding.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'Hot pavement can burn paws and cars heat up fast, so walk early or late and never leave pets in a parked car.',
        'Fireworks frighten many pets, so keep them indoors and make sure ID tags and microchips are current.',
      ],
    },
    {
      months: [8, 9, 10, 11],
      advice: [
        'Fall is a good time for senior checkups and dental cleanings before the holiday season gets busy.',
        'Keep holiday foods, chocolate, ornaments and lilies away from pets during celebrations.',
      ],
    },
  ],
  disclaimer:
    'This site is for general information and is not veterinary advice or a diagnosis; talk with a licensed veterinarian about your pet. Treatment results vary from pet to pet and no outcome is promised. If your pet has a life-threatening emergency, contact the nearest emergency animal hospital right away, and if a person is injured, call 911.',
  banned: ['guaranteed cure', 'painless', 'risk-free', 'no side effects', 'cheapest vet'],
};
