// Addiction treatment: voice and facts (see ../types.ts).
import type { VerticalCopy } from '../types';

export const addictionRehab: VerticalCopy = {
  slug: 'addiction-rehab',
  kind: 'care',
  audience: 'people seeking help with substance use and their families',
  about: [
    'Reaching out about drug or alcohol use takes courage, whether you are asking for yourself or for someone you love.',
    'Substance use disorder is a medical condition, not a moral failing, and treatment helps many people build a healthier life.',
    'We help people in {city} connect with local addiction treatment, from medically supported detox to residential care, outpatient programs and ongoing recovery support.',
    'A trained admissions or clinical team will listen, ask about substance use, health and safety, and help find the level of care that fits.',
    'Your conversations are private, and health privacy laws give extra protection to substance use treatment records.',
    'There is no single path to recovery; the right program considers your health, your family, your work and what matters to you.',
  ],
  services: [
    {
      name: 'Medical Detox',
      keyword: 'detox center',
      what: [
        'Detox is the first stage of care for many people: a safe, supervised period while alcohol or drugs leave the body and withdrawal symptoms are managed.',
        'Withdrawal from alcohol, benzodiazepines and some other substances can be dangerous, so stopping suddenly without medical advice is not recommended.',
        'In a medically supported detox program, nurses and physicians monitor vital signs, use medications to ease symptoms and watch for complications.',
        'Detox on its own addresses the body, not the reasons behind substance use, so a good program plans the next step of treatment before detox ends.',
        'Some people can withdraw safely as outpatients with medical guidance, while others need continuous medical monitoring; a clinical assessment helps decide.',
      ],
      signs: [
        'You feel shaky, sweaty, anxious or sick when you cut back',
        'You drink or use in the morning to feel normal',
        'You have had seizures or confusion during past withdrawal',
        'Attempts to quit on your own have not lasted',
        'You use several substances together',
      ],
      steps: [
        'You or a loved one call and describe the substances used, amounts and health history, in confidence.',
        'A clinical assessment determines whether inpatient or outpatient detox is safest.',
        'On admission, a medical team checks your health and begins monitoring.',
        'Medications and supportive care ease withdrawal symptoms.',
        'Before detox ends, the team helps arrange the next level of treatment.',
      ],
      cost: [
        'Cost depends on whether detox is inpatient or outpatient, how long it lasts and how much medical support is needed.',
        'Many health plans cover detox when medically necessary, and federal parity rules require many plans to cover substance use treatment on terms comparable to other medical care; the admissions team can check your benefits.',
      ],
      timing: [
        'Detox commonly lasts several days to about a week or more, depending on the substance and your health.',
        'If you are ready to stop, reach out now; a program can tell you how to stay safe until admission.',
      ],
      faqs: [
        {
          q: 'Is it safe to detox at home?',
          a: 'For some substances, especially alcohol and benzodiazepines, withdrawal can cause seizures and other serious problems. Talk with a medical professional before stopping, and call 911 if symptoms become severe.',
        },
        {
          q: 'Will detox be painful?',
          a: "Withdrawal can be uncomfortable, but medical teams use medications and supportive care to ease symptoms and keep you safe. Everyone's experience is different.",
        },
        {
          q: 'What happens after detox?',
          a: 'Most people continue into residential or outpatient treatment, counseling, medication or peer support. Planning the next step before detox ends helps protect your progress.',
        },
      ],
    },
    {
      name: 'Alcohol Rehab',
      keyword: 'alcohol rehab',
      what: [
        'Alcohol rehab helps people who want to stop or change their drinking, with medical care, counseling and support for the life changes recovery involves.',
        'Programs often begin with a safe, supervised withdrawal, since stopping heavy drinking suddenly can be dangerous.',
        'Treatment usually includes individual and group therapy such as cognitive behavioral therapy, education about alcohol and health, and help with stress, sleep and relationships.',
        'FDA-approved medications such as naltrexone, acamprosate and disulfiram can reduce cravings or support abstinence for some people, and a physician can discuss them.',
        'Peer support groups and family involvement often continue long after formal treatment ends.',
      ],
      signs: [
        'You drink more or longer than you intended',
        'You have tried to cut back and could not',
        'Drinking is affecting your work, health or relationships',
        'You need more alcohol to feel the same effect',
        'You feel unwell, anxious or shaky when you do not drink',
      ],
      steps: [
        'A confidential conversation covers drinking patterns, health and goals.',
        'A clinical assessment recommends a level of care, from outpatient to residential.',
        'Medical support manages withdrawal if needed.',
        'Therapy, education and, when appropriate, medication form the core of treatment.',
        'An aftercare plan connects you with ongoing counseling and support groups.',
      ],
      cost: [
        'The level of care, length of stay and services such as medication management shape the cost.',
        'Many insurance plans, including Medicaid in many states, cover alcohol treatment; ask the program to verify your benefits and explain any out-of-pocket costs.',
      ],
      timing: [
        'Residential programs often run several weeks, while outpatient programs continue over a longer period with fewer hours each week.',
        'Recovery continues well beyond the program, with support that can last as long as you find it helpful.',
      ],
      faqs: [
        {
          q: 'Do I have to hit rock bottom before getting help?',
          a: 'No. Seeking help early can prevent many health, work and family problems. Treatment can help at any stage.',
        },
        {
          q: 'Are there medications for alcohol use disorder?',
          a: 'Yes. Medications such as naltrexone and acamprosate can help reduce cravings or support abstinence for some people. A physician can explain whether they suit you.',
        },
        {
          q: 'Will I have to stop drinking completely?',
          a: 'Many programs recommend abstinence, especially after heavy drinking or health problems, while goals are discussed individually. Your clinical team will talk through the safest approach for you.',
        },
      ],
    },
    {
      name: 'Drug Rehab',
      keyword: 'drug rehab',
      what: [
        'Drug rehab treats dependence on opioids, stimulants such as methamphetamine and cocaine, cannabis, prescription medications and other substances.',
        'For opioid use disorder, medications such as buprenorphine, methadone and naltrexone are evidence-based treatments that reduce cravings and the risk of overdose.',
        'Counseling helps people understand triggers, manage stress and rebuild routines, and many programs also treat depression, anxiety or trauma at the same time.',
        'Fentanyl has made street drugs far more dangerous, so programs teach overdose prevention and encourage families to keep naloxone on hand.',
        'Treatment plans are personal and change over time as needs change.',
      ],
      signs: [
        'You are using more often or in larger amounts than before',
        'You spend a lot of time getting, using or recovering from drugs',
        'You feel sick or intensely craving when you stop',
        'You have had an overdose or a close call',
        'Relationships, money or work are suffering because of use',
      ],
      steps: [
        'A private first call covers substances used, health and safety.',
        'A clinical assessment recommends detox, residential or outpatient care.',
        'Medication for opioid use disorder is discussed where it applies.',
        'Therapy, skill building and treatment of co-occurring conditions begin.',
        'A recovery plan includes ongoing care, peer support and overdose prevention.',
      ],
      cost: [
        'Costs depend on the level of care, length of treatment and whether medication is part of the plan.',
        'Many private plans and Medicaid cover drug treatment and medication for opioid use disorder; the admissions team can check coverage and explain payment options.',
      ],
      timing: [
        'Start as soon as you are ready; a program can often advise on safe next steps right away.',
        'Medication for opioid use disorder may continue for months or years, as decided with your prescriber.',
      ],
      faqs: [
        {
          q: 'Is using medication for opioid addiction just replacing one drug with another?',
          a: 'No. Medications like buprenorphine and methadone, used as prescribed, stabilize brain chemistry, reduce cravings and lower overdose risk, allowing people to focus on recovery. They are recognized as effective medical treatment.',
        },
        {
          q: 'What is naloxone?',
          a: 'Naloxone is a medication that can reverse an opioid overdose. It is available as a nasal spray at many pharmacies, and anyone at risk, or their family, should keep it on hand. Always call 911 for an overdose.',
        },
        {
          q: 'Can I get treatment for anxiety or depression at the same time?',
          a: 'Many programs treat co-occurring mental health conditions alongside substance use, which tends to work better than treating them separately. Ask whether the program offers this.',
        },
      ],
    },
    {
      name: 'Residential Addiction Treatment',
      keyword: 'addiction treatment center',
      what: [
        'Residential, or inpatient, treatment means living at a treatment center for a period, away from daily triggers, with care and support day and night.',
        'Days are structured with individual therapy, group sessions, education, medical care, exercise and time for reflection.',
        'Residential care suits people who have tried outpatient treatment without lasting change, have an unsafe or unstable home environment, or have serious co-occurring health conditions.',
        'Many centers offer family programs, since addiction affects the whole family and family support helps recovery.',
        'Discharge planning starts early, so you leave with outpatient care, support groups and a plan for the first weeks at home.',
      ],
      signs: [
        'Outpatient treatment has not been enough',
        'Your home environment makes it hard to stay away from substances',
        'You need time away from work or daily pressures to focus on recovery',
        'You have a mental health condition alongside substance use',
        'Your safety or health is at risk',
      ],
      steps: [
        'An assessment confirms residential care is the right level.',
        'Admissions arranges insurance verification, arrival and what to bring.',
        'A personal treatment plan is created with your care team.',
        'You take part in therapy, medical care and family sessions.',
        'Before discharge, a step-down and aftercare plan is set.',
      ],
      cost: [
        'Residential care costs more than outpatient care because of lodging, meals and staff on site day and night, and length of stay is the biggest factor.',
        'Insurance coverage often depends on medical necessity reviews; ask the center to explain what is covered and what you would pay.',
      ],
      timing: [
        'Stays commonly range from a few weeks to a few months, based on progress and needs rather than a fixed date.',
        'Ask about admission as soon as you decide; many centers help with travel and arrival plans.',
      ],
      faqs: [
        {
          q: 'Can I keep my job if I go to residential treatment?',
          a: 'Federal law, including the Family and Medical Leave Act for eligible employees, may protect your job while you receive treatment. An employee assistance program or human resources can explain your options confidentially.',
        },
        {
          q: 'Can my family visit?',
          a: "Most centers allow visits and family sessions at set times, and many hold family education programs. Ask about the center's policies.",
        },
        {
          q: 'Can I bring my phone?',
          a: 'Policies differ; some centers limit phone use early in treatment to help you focus. Ask before you arrive.',
        },
      ],
    },
    {
      name: 'Outpatient and Intensive Outpatient Programs',
      keyword: 'outpatient rehab',
      what: [
        'Outpatient treatment lets you live at home and keep working or studying while attending scheduled therapy and medical visits.',
        'Levels include standard outpatient counseling, intensive outpatient programs with several sessions a week, and partial hospitalization with full treatment days.',
        'Outpatient care is often a step down after detox or residential treatment, and it can also be the starting point for people with a stable home and lower medical risk.',
        'Programs combine group and individual therapy, relapse prevention skills, medication management and family involvement.',
        'Many outpatient programs offer evening sessions or telehealth visits to fit around work and family.',
      ],
      signs: [
        'You want help while keeping your job or school schedule',
        'You have finished residential treatment and want continued support',
        'Your home is stable and supportive',
        'Your substance use is causing problems but you are medically stable',
        'You need structure after a relapse',
      ],
      steps: [
        'An assessment matches you with the right outpatient intensity.',
        'A schedule is set around your work, school and family commitments.',
        'You attend group and individual sessions and any medical visits.',
        'Progress is reviewed regularly and the intensity adjusted.',
        'As you progress, sessions taper into ongoing recovery support.',
      ],
      cost: [
        'Outpatient care usually costs less than residential treatment, with the total depending on the number of sessions per week and the length of the program.',
        'Many insurance plans cover outpatient treatment; copays per session and prior authorization requirements vary.',
      ],
      timing: [
        'Intensive programs often run for several weeks, followed by lower-intensity care for months.',
        'Evening and telehealth options can make it easier to start sooner.',
      ],
      faqs: [
        {
          q: 'Is outpatient treatment as effective as inpatient?',
          a: 'For people with a stable home and lower medical risk, outpatient care can work well. The right level depends on your situation, and a clinical assessment helps decide.',
        },
        {
          q: 'How many sessions a week are involved?',
          a: 'Standard outpatient care may be one or two sessions a week, while intensive programs meet several times a week. Your plan is adjusted as you progress.',
        },
        {
          q: 'Can I attend outpatient treatment by video?',
          a: 'Many programs offer telehealth sessions for some or all of their care, depending on your needs and state rules. Ask what is available.',
        },
      ],
    },
  ],
  why: [
    'A caring team that listens without judgment',
    'Private, confidential conversations and protected records',
    'Care matched to your needs, from detox to outpatient support',
    'Evidence-based therapies and medication where appropriate',
    'Support for co-occurring mental health conditions',
    'Family involvement and education',
    'Insurance benefits checked and costs explained before admission',
    'A plan for life after treatment, not just the program itself',
  ],
  prepare: [
    'Your insurance card, or questions about payment options',
    'A list of substances used, how often, and when last used',
    'Current medications and health conditions',
    'Contact details for anyone you want involved in your care',
    "Questions about the program's approach, length and family support",
  ],
  faqs: [
    {
      q: 'How do I know which level of care I need?',
      a: 'A clinical assessment looks at your substance use, health, safety, home life and past treatment to recommend detox, residential or outpatient care. You are part of that decision.',
    },
    {
      q: 'Will my employer or family find out?',
      a: 'Substance use treatment records have strong federal privacy protections, and programs generally need your written consent to share information. You choose who is involved.',
    },
    {
      q: 'Does insurance cover addiction treatment?',
      a: 'Many private plans, Medicaid and Medicare cover substance use treatment, and federal parity rules require comparable coverage for many plans. A program can verify your benefits.',
    },
    {
      q: 'How do I choose a treatment program?',
      a: 'Ask whether the program is licensed by the state and accredited, whether it uses evidence-based therapies and medications, how it treats mental health conditions, and what aftercare it offers. Be cautious of programs that promise results or offer incentives to enroll.',
    },
    {
      q: 'What if I relapse after treatment?',
      a: 'Relapse can happen and does not mean treatment failed. Reaching out quickly to your care team or support network helps you get back on track.',
    },
    {
      q: 'How can I help a loved one who is not ready?',
      a: 'Stay connected, express concern without blame, learn about treatment options, and take care of yourself too. Family support groups and counselors can guide you, and keep naloxone on hand if opioids are involved.',
    },
    {
      q: 'What should I do in an emergency?',
      a: 'Call 911 for an overdose, seizure, chest pain or any medical emergency. If you are thinking about suicide or in crisis, call or text 988.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: [
        'Many people decide to seek help at the start of the year; it is a good time to call, and insurance benefits often reset in January.',
        'After the holidays, it is common to notice how much drinking or use has grown; that awareness is a reason to reach out, not to feel ashamed.',
      ],
    },
    {
      months: [2, 3, 4, 5],
      advice: [
        'Spring can feel like a fresh start; talk with your employer or school early about leave for treatment.',
        'Graduation and celebration season can involve heavy drinking; parents can talk openly with teens and keep an eye out for warning signs.',
      ],
    },
    {
      months: [6, 7, 8],
      advice: [
        'Summer schedules can make it easier for family members to join family programs and visits.',
        'Hot weather and alcohol or stimulants are a risky mix; stay hydrated and know the signs of overdose.',
      ],
    },
    {
      months: [9, 10, 11],
      advice: [
        'The holidays can bring stress and triggers; make a support plan with meetings, sober friends and phone numbers before gatherings.',
        'If you have met your insurance deductible this year, starting treatment before year end may lower your out-of-pocket cost.',
      ],
    },
  ],
  disclaimer:
    'This website is for general information only and is not medical advice. The SAMHSA National Helpline offers free, confidential treatment referral and information at 1-800-662-4357. If you are in crisis or thinking about suicide, call or text 988. For an overdose or medical emergency, call 911.',
  banned: ['guarantee', 'cure addiction', 'success rate', 'permit', 'inspection', 'junkie'],
};
