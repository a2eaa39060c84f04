// Bail bonds copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const bailBonds: VerticalCopy = {
  slug: 'bail-bonds',
  kind: 'emergency',
  audience: 'families',
  about: [
    'When someone you care about is arrested, the first hours are confusing: where they are being held, what the charges are, how much bail is and how to pay it.',
    'A bail bond lets a licensed bail agent post the full bail amount with the court in exchange for a fee, so you do not have to come up with the entire amount yourself.',
    'We explain the process step by step, help you locate the person in custody, and tell you exactly what the bond will cost and what you are agreeing to before you sign.',
    'Bail for arrests in {county} is set by a judge or a bail schedule, and the jail controls when release actually happens after the bond is posted.',
    'Bail agents are licensed and regulated by the state in most places, and premiums are set or approved under state rules, so ask any agent for their license.',
    'We treat every call with respect, because an arrest is stressful for the whole family, and being charged is not the same as being found guilty.',
  ],
  services: [
    {
      name: 'Bail Bonds',
      keyword: 'bail bonds',
      what: [
        'A bail bond is a promise, backed by a licensed bail agent and usually an insurance company, that the defendant will appear at every court date.',
        'Instead of paying the full bail in cash, you pay the agent a premium, which is a portion of the bail amount set under state law or regulation and is not refunded.',
        'The agent posts the bond with the court or jail, and the defendant is released once the jail processes the paperwork.',
        'Depending on the amount and circumstances, the agent may ask for collateral, such as a vehicle title or property, which is returned when the case ends and all obligations are met.',
        'Bonds are available for many misdemeanor and felony charges, though some charges and some courts set conditions or deny bail altogether.',
      ],
      signs: [
        'A family member or friend has been arrested and bail has been set',
        'The bail amount is more than you can pay in cash',
        'You want the person home while the case moves through court',
        'You need someone to explain how bail works in plain terms',
      ],
      steps: [
        "You call with the person's full name, date of birth and the jail where they are held.",
        'We confirm the charges, bail amount and booking number with the jail.',
        'You review and sign the bond agreement and pay the premium, with collateral if required.',
        'The bond is posted and the jail processes the release.',
        'We explain the court dates and conditions the defendant must follow.',
      ],
      cost: [
        "The premium is based on the bail amount and the rate allowed under your state's rules, and it is the cost of the service rather than a deposit.",
        "Collateral requirements depend on the bail amount, the charges, the defendant's ties to the community and the cosigner's situation.",
      ],
      timing: [
        'Paperwork can move quickly once you have the booking details, but the jail decides how long release processing takes.',
      ],
      faqs: [
        {
          q: 'Is the bail bond fee refundable?',
          a: "No, the premium pays for the bail agent's service and the risk they take, so it is not returned when the case ends. Collateral, however, is returned once the bond is discharged.",
        },
        {
          q: 'What is the difference between cash bail and a bail bond?',
          a: 'With cash bail, you pay the full amount to the court and may get it back, minus fees, after the case if every court date is kept. With a bail bond, you pay a smaller nonrefundable premium and the agent covers the full amount.',
        },
        {
          q: 'Can every charge be bonded?',
          a: 'Most can, but a judge may deny bail or set special conditions for some charges. An attorney can ask the court to review the bail amount or conditions.',
        },
      ],
    },
    {
      name: '24-Hour Bail Bonds',
      keyword: '24 hour bail bonds',
      needs24h: true,
      what: [
        'Arrests happen at all hours, and 24-hour bail bond service means a licensed agent answers the phone at night, on weekends and on holidays.',
        'Starting the paperwork right away means the bond can be posted as soon as bail is set and the jail will accept it.',
        'Many documents can be signed electronically, so a cosigner does not always need to travel to an office in the middle of the night.',
        'Some people cannot be bonded until they see a judge, which may not happen until the next court day, and we explain when that applies.',
        'We tell you the full cost and what you are signing before the bond is posted, no matter the hour.',
      ],
      signs: [
        'An arrest late at night or over a weekend',
        'A call from jail during a holiday',
        'You want the bond ready to post as soon as bail is set',
        'You live out of town and need to sign remotely',
      ],
      steps: [
        "Call any time with the person's name and the jail location.",
        'We check booking status and whether bail has been set.',
        'Paperwork is signed electronically or in person and the premium is paid.',
        'The bond is posted as soon as the jail will accept it.',
      ],
      cost: [
        'The premium is set by the same state rules at any hour, and we tell you about any additional fees up front.',
        'Collateral requirements do not change because a bond is written at night.',
      ],
      timing: [
        "The bond can be prepared at any hour, while release depends on booking, bail setting and the jail's processing time.",
      ],
      faqs: [
        {
          q: 'Can someone be released in the middle of the night?',
          a: 'Many jails release around the clock once a bond is posted, while others release at set times. We tell you what to expect for the specific jail.',
        },
        {
          q: 'Do I need to come to an office?',
          a: 'Often not, since many agreements can be signed electronically and payment made by phone. Larger bonds with collateral may need documents in person.',
        },
        {
          q: 'What if bail has not been set yet?',
          a: 'Some charges require a judge to set bail at a first appearance. We can get the paperwork ready so the bond can be posted right after the hearing.',
        },
      ],
    },
    {
      name: 'Jail Release Help',
      keyword: 'jail release',
      what: [
        'Jail release help walks families through the steps between an arrest and release, which can feel overwhelming if you have never been through it.',
        'After arrest, the person is booked: photographed, fingerprinted, and their information entered, and bail is either set from a schedule or at a first court appearance.',
        "We help you find which facility is holding the person using the jail's inmate lookup or by calling, and confirm the booking number and charges.",
        'Some people are released on their own recognizance without bail, and others may have holds from another county or agency that prevent release even after bail is posted.',
        'Once released, the defendant receives paperwork listing the court date and conditions, which must be followed carefully.',
      ],
      signs: [
        'You do not know where a loved one is being held',
        'You received a collect call from jail and do not know what to do next',
        'Bail has been set and you want to understand your options',
        'You are unsure whether there is a hold preventing release',
      ],
      steps: [
        'We locate the facility and confirm booking details.',
        'We find out whether bail is set and whether any holds exist.',
        'You decide on cash bail, a bond or waiting for a hearing, with the costs explained.',
        'After the bond is posted, we tell you where and when to pick the person up.',
      ],
      cost: [
        'Information about the process is part of our service, and the cost of release depends on the bail amount and the option you choose.',
        'Holds from other jurisdictions can require separate bonds or additional steps.',
      ],
      timing: [
        'Release processing time varies by facility and how busy the jail is, so plan to wait after the bond is posted.',
      ],
      faqs: [
        {
          q: 'How do I find out where someone is being held?',
          a: 'Most county jails have an online inmate search or a phone line. We can help you check if you are not sure which agency made the arrest.',
        },
        {
          q: 'What is a hold?',
          a: 'A hold means another court or agency wants the person, such as for a warrant in another county or a probation violation. The person may stay in custody until that is resolved.',
        },
        {
          q: 'What should I bring when picking someone up?',
          a: 'Bring ID, a phone charger and a change of clothes if needed. Property taken at booking is usually returned at release.',
        },
      ],
    },
    {
      name: 'Cosigner Help',
      keyword: 'bail bond cosigner',
      what: [
        'The cosigner, also called the indemnitor, signs the bail bond agreement and takes financial responsibility if the defendant fails to appear in court.',
        'Cosigners are often parents, spouses, relatives or close friends with steady income and ties to the area.',
        'If the defendant misses court and is not returned, the cosigner may owe the full bail amount and can lose any collateral pledged.',
        'Cosigners also have a role in keeping the defendant informed about court dates and check-ins, and they can contact the agent if they become worried.',
        'We go over every line of the agreement with you before you sign, because it is a serious financial commitment.',
      ],
      signs: [
        'You have been asked to cosign a bail bond',
        'You want to understand your obligations before agreeing',
        'You are worried a defendant may miss court',
        'You want to know how and when collateral is returned',
      ],
      steps: [
        'We explain the agreement, the premium and any collateral in plain language.',
        'You provide identification and proof of income or residence as required.',
        'You sign the indemnity agreement and receive copies of everything.',
        'We keep you informed about court dates until the bond is discharged.',
      ],
      cost: [
        'The cosigner is usually responsible for the premium, and collateral requirements depend on the bail amount and the situation.',
        'If the defendant misses court, additional costs for locating and returning them can fall on the cosigner under the agreement.',
      ],
      timing: ['Cosigners should be ready with identification and income information to avoid delays.'],
      faqs: [
        {
          q: 'What happens if the defendant misses court?',
          a: 'Contact the bail agent right away, since a missed date can often be fixed by getting the defendant back to court quickly. If not resolved, the cosigner may be responsible for the full bail amount.',
        },
        {
          q: 'Can I withdraw as a cosigner?',
          a: 'In some situations, a cosigner can ask to be released from the bond, which may mean the defendant is returned to custody. Talk with the agent about your concerns.',
        },
        {
          q: 'When does my responsibility end?',
          a: 'When the case ends and the court discharges the bond, usually at sentencing, dismissal or acquittal. Collateral is returned after the discharge.',
        },
      ],
    },
    {
      name: 'Bail Bond Payment Options',
      keyword: 'bail bond payment plan',
      what: [
        "Many families cannot pay the full premium at once, and payment arrangements may be available depending on the bond amount, the cosigner's situation and state rules.",
        'A payment plan usually includes an initial payment and scheduled installments, written into the agreement so everyone knows the terms.',
        'Payment can often be made by card, bank transfer or other methods, and receipts are provided for every payment.',
        'Collateral such as vehicle titles or real estate may be accepted instead of, or in addition to, cash for larger bonds.',
        'We explain the total cost up front so there are no surprises, and we never pressure anyone into terms they are not comfortable with.',
      ],
      signs: [
        'You cannot pay the full premium right now',
        'You want to use a vehicle or property as collateral',
        'Several family members want to share the cost',
        'You want a clear written schedule of payments',
      ],
      steps: [
        'We review the bond amount and what you can pay now.',
        'Available payment options and collateral are explained.',
        'The payment schedule is written into the agreement you sign.',
        'Payments are made on schedule, with receipts for each.',
      ],
      cost: [
        'Payment plans do not change the premium rate set by state rules, though some states allow certain fees for financing.',
        "Approval for a plan depends on the bond amount, the cosigner's income and credit, and the risk of the case.",
      ],
      timing: ['Have income information and payment details ready to set up a plan quickly.'],
      faqs: [
        {
          q: 'Can more than one person help pay?',
          a: 'Yes, family members can often share the cost, though one or more will sign as cosigners. Everyone paying should understand the agreement.',
        },
        {
          q: 'What happens if I miss a payment?',
          a: 'Contact us before a payment is missed to discuss options. The agreement explains what happens, and the case continues regardless of payment status.',
        },
        {
          q: 'Can I use my car as collateral?',
          a: 'Often yes, if the title is in your name and the vehicle has enough value. The title is returned when the bond is discharged.',
        },
        {
          q: 'Is the premium lower if the case is dismissed quickly?',
          a: 'No, the premium is earned when the bond is posted, however quickly the case ends. Any remaining plan payments are still owed under the agreement.',
        },
      ],
    },
  ],
  why: [
    'Costs and obligations explained before you sign anything',
    'Respectful, judgment-free handling of every call',
    'Help locating the person and confirming booking details',
    'Electronic signatures when you cannot come in person',
    'Receipts for every payment and copies of every document',
    'Court date reminders to help the defendant stay on track',
    'A licensed bail agent you can verify with the state',
  ],
  prepare: [
    'The full name and date of birth of the person arrested',
    'The jail or facility and booking number if you have it',
    'The charges and bail amount if known',
    'Your photo ID and information about your income or residence',
    'A payment method and details of any collateral you may offer',
  ],
  faqs: [
    {
      q: 'How does bail work?',
      a: "Bail is money or a bond that secures the defendant's return to court. If the defendant makes every court appearance, the bond is discharged when the case ends.",
    },
    {
      q: 'Will you help with the criminal case?',
      a: 'No, bail agents handle release, not legal defense. A criminal defense attorney or public defender should advise on the charges, and they can also ask the court to review bail.',
    },
    {
      q: "How do I verify a bail agent's license?",
      a: "In most states, bail agents are licensed by the department of insurance, which offers a public license lookup. Ask for the agent's name and license number.",
    },
    {
      q: 'What conditions come with release?',
      a: 'Courts may order conditions such as no contact with certain people, travel limits, check-ins or monitoring. Breaking them can lead to re-arrest and the bond being revoked.',
    },
    {
      q: 'Can you bond someone out of another county?',
      a: 'Often yes, either directly or by working with an agent in that area. Tell us the facility and we will explain the options.',
    },
    {
      q: 'Is bail available in every state?',
      a: 'Bail rules differ by state, and a few states do not allow commercial bail bonds at all. We explain the options available for the court handling the case.',
    },
  ],
  seasons: [
    {
      months: [0, 1, 2],
      advice: [
        'After the holidays, keep court dates front and center, since schedules often change early in the year.',
        'Winter weather can close roads and courts, so confirm hearing dates if there is a storm.',
      ],
    },
    {
      months: [3, 4, 5],
      advice: [
        'Spring court calendars fill up, so set phone reminders for every hearing and check-in.',
        'If a defendant moves or changes phone numbers, tell the bail agent right away.',
      ],
    },
    {
      months: [6, 7, 8],
      advice: [
        'Summer holidays and travel mean more arrests, so keep the name of your bail agent and the county jail number handy.',
        'Defendants on release should get permission before any out-of-state travel.',
      ],
    },
    {
      months: [9, 10, 11],
      advice: [
        'Holiday gatherings are a good time to remind loved ones of court dates and release conditions.',
        'Courts close for holidays late in the year, so check the calendar for rescheduled hearings.',
      ],
    },
  ],
  disclaimer:
    'This site provides general information about the bail process and is not legal advice; a bail agent is not a lawyer. Bail amounts, release conditions and timing are decided by courts and jails, and no release or outcome is promised. Bail bond premiums and fees are regulated by state law, and commercial bail bonds are not available in every state.',
  banned: [
    'guaranteed release',
    'get out of jail free',
    'charges dropped',
    'no collateral ever',
    'zero down',
  ],
};
