// Physical therapy: voice and facts (see ../types.ts).
import type { VerticalCopy } from '../types';

export const physicalTherapy: VerticalCopy = {
  slug: 'physical-therapy',
  kind: 'medical',
  audience: 'patients recovering from pain, injury or surgery',
  about: [
    'Physical therapy, called physiotherapy in many countries, helps people move better and hurt less through exercise, hands-on treatment and education.',
    'Physical therapists are licensed clinicians, most of whom now graduate with a Doctor of Physical Therapy degree, and they often work alongside licensed physical therapist assistants.',
    'We help people in {city} connect with a local physical therapist for back and joint pain, recovery after surgery, sports injuries, balance problems and care at home.',
    'A physical therapist will evaluate how you move, measure strength and motion, and set goals with you, such as climbing stairs, returning to a sport or lifting your grandchild.',
    'Every state allows patients to see a physical therapist without a physician referral in at least some situations, though rules and insurance requirements differ.',
    'Most of the progress happens between visits, through the home exercise program your therapist designs for you.',
  ],
  services: [
    {
      name: 'Physical Therapy for Back, Neck and Joint Pain',
      keyword: 'physical therapy',
      what: [
        'Outpatient physical therapy treats common problems such as low back pain, neck pain, shoulder pain, knee pain, arthritis and tendinitis.',
        'Treatment combines therapeutic exercise to build strength and flexibility, manual therapy such as joint mobilization and soft tissue work, and training in posture and movement.',
        'Some clinics add heat, ice, electrical stimulation or dry needling where state rules allow, usually as a supplement to active exercise.',
        'The therapist explains what is causing your pain in plain words, which helps many people move with more confidence.',
        'Physical therapy is often tried before injections or surgery for many muscle and joint problems.',
      ],
      signs: [
        'Pain that limits walking, sitting, sleeping or work',
        'A joint that feels stiff, weak or unstable',
        'Pain that has lasted more than a few weeks',
        'Arthritis that makes daily tasks harder',
        'A doctor recommended physical therapy',
      ],
      steps: [
        'The therapist reviews your history, goals and any imaging or physician notes.',
        'An evaluation measures motion, strength, balance and how you perform daily tasks.',
        'A plan of care sets goals, visit frequency and the treatments to be used.',
        'Each visit combines hands-on care, guided exercise and progress checks.',
        'You leave with a home exercise program and a plan for when to be discharged.',
      ],
      cost: [
        'Cost depends on your insurance copay or coinsurance per visit, the number of visits in the plan and any deductible.',
        'Many plans limit visits per year or require approval; self-pay rates are available at many clinics, so ask before your evaluation.',
      ],
      timing: [
        'Visits often take place once or twice a week for several weeks, with the schedule tapering as you progress.',
        'Starting soon after pain begins often shortens recovery.',
      ],
      faqs: [
        {
          q: 'Do I need a referral for physical therapy?',
          a: "Many states allow you to start without one, but some limit the number of visits or require a physician's involvement, and some insurance plans require a referral. Check with your plan and the clinic.",
        },
        {
          q: 'Will physical therapy hurt?',
          a: 'Some exercises may cause mild, temporary soreness as you build strength, but the therapist adjusts treatment to your tolerance. Tell them if pain increases.',
        },
        {
          q: 'How is physical therapy different from a personal trainer?',
          a: 'A physical therapist is a licensed clinician who evaluates injuries and health conditions and designs treatment for them. Trainers focus on fitness for healthy people.',
        },
      ],
    },
    {
      name: 'Post-Surgical Rehabilitation',
      keyword: 'post surgery physical therapy',
      what: [
        'After surgery such as a knee or hip replacement, ACL reconstruction, rotator cuff repair or spinal surgery, physical therapy restores motion, strength and function.',
        "Therapy follows the surgeon's protocol, which sets what the repaired tissue can handle at each stage of healing.",
        'Early visits focus on swelling, pain control, safe movement and walking with any needed aid, and later visits build strength and endurance.',
        'Prehabilitation, or therapy before surgery, can prepare the muscles and teach exercises you will use afterward.',
        'The therapist stays in touch with your surgeon and reports progress or concerns.',
      ],
      signs: [
        'You have a joint replacement or ligament surgery scheduled',
        'You were discharged from the hospital and need outpatient therapy',
        'Your joint is stiff after surgery',
        'You are walking with a limp or relying on a walker',
        'You want to return to work or sport after an operation',
      ],
      steps: [
        "The therapist reviews your surgical report and the surgeon's protocol.",
        'Swelling, motion, strength and walking are measured at the first visit.',
        'Exercises and hands-on care progress through the stages of healing.',
        'Function is trained for daily life, work or sport.',
        'Progress is shared with your surgeon until you are discharged.',
      ],
      cost: [
        'Post-surgical therapy is usually covered by insurance as part of recovery, subject to your copay, deductible and visit limits.',
        'The type of surgery decides how many visits are typical, which shapes the total cost.',
      ],
      timing: [
        'Therapy usually begins within days to a couple of weeks after surgery, depending on the procedure.',
        'Rehabilitation after major surgery commonly lasts weeks to months.',
      ],
      faqs: [
        {
          q: 'When should I start therapy after surgery?',
          a: 'Your surgeon decides, and many patients start soon after the operation. Book your first visit before surgery so there is no gap.',
        },
        {
          q: 'How important are the home exercises?',
          a: 'Very important. The exercises you do between visits help you regain motion and strength, especially in the first weeks.',
        },
        {
          q: 'What if my joint is still stiff after weeks of therapy?',
          a: 'Tell your therapist and surgeon. Stiffness can have several causes, and the plan may need to change.',
        },
        {
          q: 'Should I use ice after my therapy sessions?',
          a: 'Many surgeons and therapists recommend ice and elevation to manage swelling in the early weeks. Follow the instructions you were given and ask if swelling increases.',
        },
      ],
    },
    {
      name: 'Sports Rehab',
      keyword: 'sports rehab',
      what: [
        'Sports rehab helps athletes of every level recover from injuries such as sprains, strains, tendon problems, ACL tears, shoulder injuries and stress reactions.',
        'Treatment moves through phases: calming the injury, restoring motion, rebuilding strength and power, and practicing the movements of your sport.',
        'Therapists assess running gait, jumping and landing mechanics, throwing motion or lifting technique to address the cause of the injury.',
        'Return-to-sport testing checks strength, balance and control before you go back to full play, to lower the risk of another injury.',
        'The therapist can coordinate with coaches, athletic trainers and team physicians when you want them involved.',
      ],
      signs: [
        'You sprained an ankle or strained a muscle during play',
        'Pain flares when you run, jump or throw',
        'You are recovering from a sports surgery',
        'You keep getting the same injury',
        'You want to be checked before returning to your sport',
      ],
      steps: [
        'The therapist learns your sport, position, training and goals.',
        'An evaluation tests strength, flexibility, balance and sport movements.',
        'Treatment progresses from pain control to strength, power and agility.',
        'Sport-specific drills prepare you for the speed and contact of competition.',
        'Return-to-sport testing guides a safe return.',
      ],
      cost: [
        'Insurance often covers sports injury rehab when it is medically necessary; performance training after recovery is usually self-pay.',
        "The injury's severity and the level of your sport determine how long rehab takes and what it costs.",
      ],
      timing: [
        'Minor sprains may need a few weeks; major injuries such as ACL reconstruction take many months.',
        'Early rehab helps you keep fitness while the injury heals.',
      ],
      faqs: [
        {
          q: 'Can I still train while injured?',
          a: 'Usually you can train parts of the body that are not injured and keep your fitness with safe alternatives. Your therapist will set limits.',
        },
        {
          q: 'How do I know when I am ready to return?',
          a: "Return-to-sport testing measures strength, balance and movement against goals, alongside your surgeon's or physician's clearance. Going back too early raises the risk of reinjury.",
        },
        {
          q: 'Do you work with young athletes?',
          a: 'Many clinics treat teen and youth athletes, with growth and training load in mind. Parents are welcome to join visits.',
        },
        {
          q: 'Can physical therapy help prevent injuries?',
          a: 'Screening and targeted strength and landing programs can lower the risk of some injuries, such as knee ligament tears. Ask about a program for your sport before the season starts.',
        },
      ],
    },
    {
      name: 'In-Home Physical Therapy',
      keyword: 'in home physical therapy',
      what: [
        'In-home physical therapy brings the therapist to your house, which helps people who cannot easily travel after surgery, illness or a fall.',
        'Treatment focuses on what you need to do at home: getting out of bed and chairs, walking safely, using stairs, and getting in and out of the shower.',
        'The therapist can suggest home safety changes such as grab bars, better lighting and removing loose rugs.',
        'Under Medicare, home health therapy generally requires that you be considered homebound and that a physician order the care; private in-home therapy is available in some areas without that requirement.',
        'Family members and caregivers can learn safe ways to help with transfers and exercises.',
      ],
      signs: [
        'You recently came home from the hospital or a rehab facility',
        'Leaving home for appointments is very difficult',
        'You have fallen or fear falling at home',
        'Stairs or getting up from a chair have become hard',
        'A caregiver needs guidance on helping safely',
      ],
      steps: [
        'The clinic confirms your insurance, physician order and eligibility for home care.',
        'The therapist evaluates you at home, including the layout and hazards.',
        'A plan sets goals for mobility and safety in your own space.',
        'Visits include exercise, walking practice and training for daily tasks.',
        'As you improve, care may shift to an outpatient clinic.',
      ],
      cost: [
        'Medicare home health coverage and private insurance rules differ, and eligibility decides whether home visits are covered.',
        'Private in-home therapy may cost more per visit than clinic visits because of travel time.',
      ],
      timing: [
        'Home therapy often starts soon after discharge, with visits a few times a week.',
        'Ask about home therapy before leaving the hospital so there is no gap in care.',
      ],
      faqs: [
        {
          q: 'Who qualifies for home physical therapy?',
          a: "Under Medicare home health, patients who are homebound and need skilled therapy under a physician's plan usually qualify. Private pay or other insurance may cover home visits in other situations.",
        },
        {
          q: 'Do I need equipment at home?',
          a: 'Usually very little. The therapist uses what is in your home and may bring bands or small weights, and can recommend equipment if it would help.',
        },
        {
          q: 'Can a family member be present?',
          a: 'Yes, and it often helps. Caregivers can learn how to assist with exercises and transfers safely.',
        },
      ],
    },
    {
      name: 'Balance and Vestibular Therapy',
      keyword: 'balance therapy',
      what: [
        'Balance therapy helps people who feel unsteady, have fallen or are afraid of falling, through exercises for strength, coordination and walking.',
        "Vestibular therapy treats dizziness and vertigo that come from the inner ear or from the brain's processing of balance signals.",
        'Benign paroxysmal positional vertigo, a common cause of brief spinning with head movement, is often treated with repositioning maneuvers that move displaced crystals in the inner ear.',
        "Therapy can also help after a concussion, with inner ear conditions, and with balance problems related to aging, neuropathy or Parkinson's disease.",
        'The therapist screens for signs that dizziness needs urgent medical care before starting treatment.',
      ],
      signs: [
        'The room spins when you roll over in bed or look up',
        'You feel unsteady walking, especially in the dark',
        'You have fallen in the past year',
        'You hold on to furniture or walls when walking at home',
        'Dizziness lingers after a concussion',
      ],
      steps: [
        'The therapist asks about your dizziness, falls and medications.',
        'Tests check eye movements, positional vertigo, strength and balance.',
        'Repositioning maneuvers are performed when positional vertigo is found.',
        'Exercises train balance, gaze stability and walking.',
        'Home safety and activity advice helps prevent falls.',
      ],
      cost: [
        'Balance and vestibular therapy is commonly covered by insurance when medically necessary, with the usual copays and visit limits.',
        'The number of visits depends on the cause; positional vertigo may resolve quickly, while other balance problems take longer.',
      ],
      timing: [
        'Positional vertigo sometimes improves within a few visits, while balance training often continues for several weeks.',
        'Get checked after a first fall, before another one happens.',
      ],
      faqs: [
        {
          q: 'When is dizziness an emergency?',
          a: 'Call 911 for sudden dizziness with a severe headache, trouble speaking, facial drooping, weakness or numbness, double vision or chest pain. These can signal a stroke or heart problem.',
        },
        {
          q: 'Can vertigo really be treated with exercises?',
          a: 'Many people with positional vertigo improve with repositioning maneuvers, and other inner ear problems often improve with vestibular exercises. Results vary with the cause.',
        },
        {
          q: 'Can balance improve at an older age?',
          a: 'Yes. Strength and balance training helps people of all ages, and lowering fall risk is one of its main goals.',
        },
      ],
    },
  ],
  why: [
    'A licensed physical therapist evaluates you and sets goals with you',
    'Plans built around your daily life, work or sport',
    'Hands-on care combined with exercise you can do at home',
    'Communication with your physician or surgeon when needed',
    'Insurance benefits checked before care when possible',
    'Progress measured and shared at regular checkpoints',
    'Clear discharge plan so you keep improving on your own',
  ],
  prepare: [
    'Your insurance card and any physician referral or prescription',
    "Surgical reports, imaging results or doctor's notes",
    'A list of medications and health conditions',
    'Comfortable clothing and shoes you can move in',
    'Your goals: the activities you most want to get back to',
  ],
  faqs: [
    {
      q: 'How long is a physical therapy visit?',
      a: 'The first evaluation is usually longer than follow-up visits. The clinic will tell you what to expect when you book.',
    },
    {
      q: 'Does insurance cover physical therapy?',
      a: 'Most health plans, including Medicare, cover medically necessary physical therapy, often with copays, deductibles and visit limits. The clinic can check your benefits.',
    },
    {
      q: 'How many visits will I need?',
      a: 'It depends on your condition and goals. Your therapist will estimate the length of care after the evaluation and adjust it as you progress.',
    },
    {
      q: 'What is the difference between a physical therapist and an assistant?',
      a: "The physical therapist evaluates you and designs the plan, while a licensed physical therapist assistant may provide some of the treatment under the therapist's direction.",
    },
    {
      q: 'Can physical therapy help me avoid surgery?',
      a: 'For many muscle and joint problems, therapy is a recommended first step and can reduce symptoms enough that surgery is not needed, but results vary. Your physician and therapist can discuss your options.',
    },
    {
      q: 'What if I have a medical emergency during therapy?',
      a: 'Therapists are trained to recognize warning signs and will call 911 if needed. If you have chest pain, trouble breathing or stroke symptoms at home, call 911 right away.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: [
        'Many deductibles reset in January; ask about your benefits before starting a new plan of care.',
        'Icy sidewalks and ski slopes bring wrist, knee and shoulder injuries; get a sprain checked before it limits you.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Spring running and sports seasons are a good time for a movement check before mileage climbs.',
        'Planning a joint replacement this year? Ask about prehab to build strength before surgery.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'Summer camps and tournaments mean more sprains; a quick evaluation can speed the return to play.',
        'Stay hydrated during summer exercise, especially if you are recovering from surgery.',
      ],
    },
    {
      months: [8, 9, 10],
      advice: [
        'Fall sports are in full swing; ankle and knee injuries deserve early care.',
        'Before icy months arrive, a balance check can help older adults stay steady on their feet.',
      ],
    },
    {
      months: [11],
      advice: [
        'If you have met your deductible, finishing your therapy before year end may cost less.',
        'Holiday travel with long car or plane rides stiffens backs and joints; stand and stretch when you can.',
      ],
    },
  ],
  disclaimer:
    'This website is for general information only and is not medical advice. A licensed physical therapist will evaluate you and recommend care; results vary from person to person. If you have a medical emergency, call 911.',
  banned: ['guarantee', 'permit', 'miracle', 'pain-free', 'best physical therapist', 'instant relief'],
};
