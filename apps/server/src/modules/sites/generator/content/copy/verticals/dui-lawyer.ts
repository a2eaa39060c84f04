// DUI lawyer: voice and facts (see ../types.ts).
import type { VerticalCopy } from '../types';

export const duiLawyer: VerticalCopy = {
  slug: 'dui-lawyer',
  kind: 'legal',
  audience: 'drivers charged with DUI or DWI',
  about: [
    "A DUI arrest starts two separate cases at once: the criminal charge in court and an administrative action against your driver's license.",
    'The license side often has a short deadline to request a hearing, sometimes only days after the arrest, and missing it can mean an automatic suspension.',
    'We connect drivers arrested in {city} with a local DUI lawyer who can explain both cases and the choices in each.',
    'A lawyer will review your situation: the reason for the stop, the field sobriety tests, the breath or blood test, and the paperwork the officer completed.',
    'Penalties can include fines, license suspension, an ignition interlock device, classes, probation and higher insurance costs, and they grow with repeat offenses.',
    'A first DUI is frightening, but it is a process with rules, and understanding them is the first step.',
  ],
  services: [
    {
      name: 'First-Offense DUI Defense',
      keyword: 'dui lawyer',
      what: [
        'Most DUI cases are first offenses, and they often involve people with no criminal record who are worried about their job, their license and their family.',
        'Every state treats a BAC of 0.08 or higher as illegal for most adult drivers, and a driver can also be charged below that level if impairment is alleged.',
        "A DUI lawyer looks closely at the stop, the officer's observations, the standardized field sobriety tests and how the breath or blood test was given.",
        'Many states offer first-offense options such as reduced charges, deferred programs or restricted licenses, depending on the facts and local practice.',
        'The lawyer explains the likely penalties and the options in your court so you can make informed decisions.',
      ],
      signs: [
        'You were arrested for DUI for the first time',
        'You received a temporary license or a notice of suspension',
        'You were stopped at a checkpoint or after a minor traffic violation',
        'You need to drive for work, school or family care',
        'The test result was close to the legal limit',
      ],
      steps: [
        'A lawyer reviews the arrest report, your test results and your court date.',
        'The lawyer requests the administrative license hearing before the deadline if it applies.',
        'Dashcam and body camera video, test records and calibration logs are obtained.',
        'Weaknesses in the stop, the tests or the paperwork are identified.',
        'The lawyer negotiates with the prosecutor and represents you in court, explaining every offer.',
      ],
      cost: [
        'First-offense DUI defense is commonly offered as a flat fee, which may differ for the court case, the license hearing and a trial.',
        'The price depends on the county, the evidence to review, whether experts are needed to examine test results, and how many hearings are held.',
        "Separate from the lawyer's fee are court fines, classes, interlock costs and insurance increases, which a lawyer can help you anticipate.",
      ],
      timing: [
        'Call right after the arrest: the window to request a license hearing can be very short.',
        'Many first-offense cases resolve within a few months; contested cases and trials take longer.',
      ],
      faqs: [
        {
          q: 'Will I lose my license after a first DUI?',
          a: 'Many states suspend the license after an arrest unless a hearing is requested in time, and a conviction can bring another suspension. Restricted or interlock licenses are often available; a lawyer will review the options in your state.',
        },
        {
          q: 'Can a first DUI be reduced?',
          a: 'Sometimes, for example to reckless driving, depending on the evidence, your record and local practice. No lawyer can promise it, but a lawyer can tell you whether it is realistic.',
        },
        {
          q: 'Will I go to jail for a first DUI?',
          a: 'Some states set minimum jail terms even for a first offense, while others allow alternatives. Aggravating facts such as a high BAC, a crash or a child in the car change the picture.',
        },
      ],
    },
    {
      name: 'DWI Defense',
      keyword: 'dwi attorney',
      what: [
        'Some states call the charge DWI, driving while intoxicated or impaired, and others use DUI, OWI or OUI; the names differ but the defense work is similar.',
        'A DWI charge can be based on alcohol, prescription medication, cannabis or other drugs, or a combination.',
        'Drug-impaired driving cases often rely on a drug recognition evaluation and a blood test, and a positive blood result does not always show impairment at the time of driving.',
        'A lawyer reviews how the officer decided you were impaired, what testing was done and how the samples were handled.',
        "If you take prescribed medication, your prescriptions and your doctor's directions can be part of the defense.",
      ],
      signs: [
        'You were charged with DWI, OWI or OUI rather than DUI',
        'The charge is based on medication or cannabis rather than alcohol',
        'A blood sample was taken and results are still pending',
        'A drug recognition officer evaluated you at the station',
        'You were told you were impaired despite a low breath result',
      ],
      steps: [
        'A lawyer reviews the charge, the arrest report and any blood or urine test.',
        'Lab records, chain-of-custody forms and testing methods are requested.',
        'The drug recognition evaluation, if any, is compared with its required steps.',
        'Medical and prescription records are gathered where they help explain symptoms.',
        'The lawyer discusses options with you and represents you at hearings and negotiations.',
      ],
      cost: [
        'Cases that rely on blood tests may need an independent toxicologist, which adds to the cost of the defense.',
        'Fees also depend on whether the case is a misdemeanor or felony and on how many court appearances it takes.',
      ],
      timing: [
        'Blood results can take weeks to come back, so cases based on them often move more slowly than breath-test cases.',
        'Call early so the license hearing deadline is not missed while you wait for results.',
      ],
      faqs: [
        {
          q: 'Is DWI different from DUI?',
          a: 'It depends on the state; in some they mean the same thing, in others they are separate charges with different penalties. A lawyer will review which law you were charged under.',
        },
        {
          q: 'Can I be charged if my medication was prescribed?',
          a: 'Yes, a prescription is not by itself a defense if the drug impaired your driving. It can still matter to the facts, so share your prescriptions with your lawyer.',
        },
        {
          q: 'Can blood test results be challenged?',
          a: 'They can be reviewed for problems with how the sample was drawn, stored, labeled and tested. Whether any problem exists depends on the records in your case.',
        },
      ],
    },
    {
      name: 'License Suspension Hearings',
      keyword: 'dui license suspension',
      what: [
        'After a DUI arrest, most states start an administrative process to suspend your license, separate from the criminal case.',
        'You usually must request a hearing within a short deadline, and without a request the suspension often begins automatically.',
        'At the hearing, the issues are typically whether the stop and arrest were lawful, whether you refused or failed a test, and whether the paperwork was correct.',
        'Even when the suspension stands, the hearing can give your lawyer sworn testimony from the officer that may help in the criminal case.',
        'A lawyer can also explain restricted licenses, hardship licenses and ignition interlock options so you can keep driving to work where allowed.',
      ],
      signs: [
        'The officer took your license or gave you a temporary permit to drive',
        'You received a notice of suspension or revocation',
        'You refused a breath or blood test',
        "You hold a commercial driver's license",
        'You depend on driving for your job',
      ],
      steps: [
        'A lawyer checks the date of your arrest and the deadline to request a hearing.',
        "The hearing request is filed and the officer's records are obtained.",
        'The lawyer prepares questions for the officer and reviews the legal issues.',
        'The hearing is held, often by phone or video, with the lawyer representing you.',
        'If a suspension applies, the lawyer explains restricted license and interlock options.',
      ],
      cost: [
        'Some lawyers include the license hearing in a DUI flat fee; others charge for it separately, so ask.',
        'Commercial drivers and refusal cases often take more preparation, which affects the fee.',
      ],
      timing: [
        'Deadlines to request the hearing are short in many states, so call as soon as you are released.',
        'Hearings are often scheduled within weeks of the request.',
      ],
      faqs: [
        {
          q: 'Can I drive before the hearing?',
          a: 'In many states a temporary permit lets you drive until the hearing or for a set period. Check the paperwork you received and ask a lawyer to confirm.',
        },
        {
          q: 'What happens to a commercial license after a DUI?',
          a: 'Commercial drivers face stricter rules, including a lower BAC limit while driving a commercial vehicle and disqualification periods even for an arrest in a personal car. A lawyer will review how it affects your job.',
        },
        {
          q: 'What is an ignition interlock?',
          a: 'It is a breath-testing device installed in your vehicle that must register a clean sample before the engine starts. Many states allow or require it as a condition of driving during a suspension.',
        },
      ],
    },
    {
      name: 'Repeat and Felony DUI',
      keyword: 'dui defense attorney',
      what: [
        "A second or third DUI within the state's look-back period brings heavier penalties, including mandatory jail in many states, longer suspensions and required interlock devices.",
        'Some DUI charges are felonies, such as repeat offenses beyond a set number or a DUI that caused serious injury or death.',
        'A DUI defense attorney reviews whether prior convictions actually count, including out-of-state priors and old cases outside the look-back period.',
        'The current stop and testing are examined just as carefully as in a first case.',
        'Treatment, monitoring and alternative sentencing programs may be part of the discussion, depending on the court.',
      ],
      signs: [
        'You have a prior DUI and were arrested again',
        'Someone was hurt in the crash that led to the arrest',
        'You were driving on a suspended license at the time',
        'The prosecutor has filed the case as a felony',
        'You want to address alcohol use as part of your case',
      ],
      steps: [
        'A lawyer reviews the new arrest and every prior record the prosecution relies on.',
        'Bail and release conditions, such as monitoring devices, are addressed early.',
        'The evidence in the current case is obtained and reviewed for defenses.',
        'Treatment or assessment options are discussed where they may help.',
        'The lawyer negotiates and prepares for trial, explaining the risks at each step.',
      ],
      cost: [
        'Repeat and felony DUI cases involve more hearings and higher stakes, so they generally cost more to defend than first offenses.',
        'Expert witnesses, crash reconstruction and a jury trial are the largest drivers of cost.',
      ],
      timing: [
        'Talk to a lawyer before your first court appearance, when release conditions are often set.',
        'Felony DUI cases can take many months and longer if they go to trial.',
      ],
      faqs: [
        {
          q: 'Does an old DUI count against me?',
          a: "It depends on the state's look-back period and how the old case was resolved. A lawyer will review the records to see whether it legally counts.",
        },
        {
          q: 'Can treatment help my case?',
          a: 'Voluntary assessment and treatment can matter to some judges and prosecutors, and they can help you. Talk with your lawyer about timing and how it may be used.',
        },
        {
          q: 'Is a DUI with injury always a felony?',
          a: 'Not always; it depends on the state and how serious the injury was. A lawyer can explain how the charge is defined where you were arrested.',
        },
      ],
    },
    {
      name: 'Breath Test and Refusal Cases',
      keyword: 'drunk driving lawyer',
      what: [
        'Most drunk driving cases rest on a breath test from a machine at the station or a blood test at a hospital.',
        'Breath machines must be maintained and calibrated, operators usually must follow an observation period, and records of all of this can be reviewed.',
        'Roadside preliminary breath tests are different from the evidential test and have their own rules in each state.',
        'Refusing the evidential test triggers implied consent penalties, often a longer suspension, and the refusal itself may be used in court.',
        'A drunk driving lawyer examines the test, the refusal warnings you were given and whether the officer followed required procedures.',
      ],
      signs: [
        'You refused the breath or blood test',
        'The result seemed far higher than what you drank',
        'You have a medical condition such as acid reflux or diabetes',
        'You were not watched closely before blowing into the machine',
        'You were not clearly told the consequences of refusing',
      ],
      steps: [
        "A lawyer reviews the test records, the machine's maintenance logs and the operator's certification.",
        'The timeline from driving to testing is reconstructed.',
        'Video from the station is requested to check the observation period and warnings.',
        'An expert may review whether the result reliably shows your level at the time of driving.',
        'The lawyer uses the findings in the license hearing, negotiations and trial if needed.',
      ],
      cost: [
        'Test challenges can require records requests and an expert review, which add to the fee.',
        'Refusal cases often involve both a longer license fight and the criminal case, so ask whether both are included.',
      ],
      timing: [
        'Machine and video records are easier to obtain when requested early, so call soon after the arrest.',
        'Cases with expert review usually take longer than those resolved on the paperwork.',
      ],
      faqs: [
        {
          q: 'Should I have refused the breath test?',
          a: 'Refusal has its own penalties and is not always better. What matters now is what happened; a lawyer will review the warnings you were given and the options that remain.',
        },
        {
          q: 'Can a breath test be wrong?',
          a: 'Results can be affected by calibration, maintenance, the observation period and some medical conditions. Whether that happened in your case depends on the records.',
        },
        {
          q: 'Is the roadside test the same as the station test?',
          a: 'No. The handheld roadside test is usually a screening tool, while the evidential test is given on a certified machine or by blood draw.',
        },
      ],
    },
  ],
  why: [
    'A local lawyer reviews both the court case and the license case',
    'Hearing deadlines are tracked from the day you call',
    'Video, test records and calibration logs are requested and reviewed',
    'Options such as restricted licenses and interlock are explained clearly',
    'Fees and what they include are set out in writing',
    'You know what to expect at every hearing and what each choice means',
    'Conversations with a lawyer are confidential',
  ],
  prepare: [
    'Your citation, temporary license and any suspension notice',
    'The date, time and place of the stop and of any testing',
    'What you ate and drank, and when, written down for your lawyer only',
    'Any medications you take and medical conditions you have',
    'Details of any prior DUI or traffic record',
  ],
  faqs: [
    {
      q: 'How soon should I call a DUI lawyer?',
      a: 'As soon as you can after the arrest. The deadline to request a license hearing is often short, and evidence such as video is easier to obtain early.',
    },
    {
      q: 'Can a lawyer get my DUI dismissed?',
      a: 'No lawyer can promise a dismissal. A lawyer will review the stop, tests and paperwork for problems and explain realistic options, which may include reduced charges or trial.',
    },
    {
      q: 'Will a DUI raise my insurance?',
      a: 'Usually, and many states require an SR-22 or similar proof of insurance after a DUI. Ask your lawyer and your insurer what to expect.',
    },
    {
      q: 'Do I have to go to court?',
      a: 'Often a lawyer can appear for you at some hearings, but you may need to attend others, such as a plea or trial. Your lawyer will tell you which ones.',
    },
    {
      q: 'How are DUI defense fees charged?',
      a: 'Many DUI lawyers charge a flat fee, sometimes split between pretrial work and trial. Ask what is included, such as the license hearing and expert reviews.',
    },
    {
      q: 'Will a DUI stay on my record?',
      a: 'In many states a DUI conviction stays on your driving and criminal record for years, and some states do not allow sealing. A lawyer will review the rules in {stateName}.',
    },
    {
      q: 'Does contacting you create an attorney-client relationship?',
      a: 'No. Sending the form is free and does not commit you to anything; an attorney-client relationship begins only when you and a lawyer agree to it, usually in writing.',
    },
  ],
  seasons: [
    {
      months: [11, 0],
      advice: [
        "Holiday parties and New Year's Eve bring checkpoints and extra patrols; if you are arrested, write down the deadline on your license paperwork.",
        'Courts close around the holidays, but license hearing deadlines keep running, so do not wait until January to call.',
      ],
    },
    {
      months: [1, 2, 3],
      advice: [
        "Game-day gatherings, St. Patrick's Day and spring break mean more DUI stops; plan a ride before the party.",
        'If you were arrested over the holidays, your first court dates often fall in these months; have your paperwork ready.',
      ],
    },
    {
      months: [4, 5, 6, 7],
      advice: [
        'Memorial Day, the Fourth of July and summer weekends bring heavy enforcement on roads and lakes; boating under the influence is also a crime.',
        'Summer drives to work matter; ask early about restricted licenses if a suspension is likely.',
      ],
    },
    {
      months: [8, 9, 10],
      advice: [
        'Labor Day, football tailgates, Halloween and the night before Thanksgiving are common times for DUI arrests.',
        'Start on a pending case in the fall so hearings are not pushed into the holiday court schedule.',
      ],
    },
  ],
  disclaimer:
    'Attorney advertising. This website gives general information, not legal advice, and sending a message does not create an attorney-client relationship. A local lawyer will review your situation; past results do not predict future outcomes and no lawyer can promise a particular result.',
  banned: ['guarantee', 'beat your DUI', 'get you off', 'top rated', 'specialist', 'we will win'],
};
