/**
 * The demo workspace's sample CRM, generated from a fixed seed so every install shows the same
 * story: a quarter of selling with contacts at real-sounding companies, deals spread over the
 * pipeline (some won and lost on dates across the last 90 days), tasks, appointments and notes.
 */
const firstNames = [
  'Ava',
  'Liam',
  'Maya',
  'Noah',
  'Zoe',
  'Ethan',
  'Isla',
  'Lucas',
  'Mia',
  'Omar',
  'Priya',
  'Jonas',
  'Elena',
  'Kenji',
  'Sofia',
  'Marcus',
  'Hannah',
  'Diego',
  'Leah',
  'Victor',
];
const lastNames = [
  'Patel',
  'Nguyen',
  'Garcia',
  'Okafor',
  'Schmidt',
  'Rossi',
  'Kim',
  'Johansson',
  'Dubois',
  'Silva',
  'Cohen',
  'Murphy',
  'Tanaka',
  'Novak',
  'Haddad',
  'Fischer',
  'Brennan',
  'Moreau',
  'Ibrahim',
  'Larsen',
];
const companies = [
  ['Northwind Logistics', 'northwind.example', 'Logistics'],
  ['Bluepeak Software', 'bluepeak.example', 'Software'],
  ['Cedar Health', 'cedarhealth.example', 'Healthcare'],
  ['Ironclad Manufacturing', 'ironclad.example', 'Manufacturing'],
  ['Lumen Retail', 'lumenretail.example', 'Retail'],
  ['Harbor Financial', 'harborfin.example', 'Financial services'],
  ['Solstice Energy', 'solstice.example', 'Energy'],
  ['Atlas Education', 'atlasedu.example', 'Education'],
  ['Verde Foods', 'verdefoods.example', 'Food & beverage'],
  ['Quantum Media', 'quantummedia.example', 'Media'],
  ['Pioneer Construction', 'pioneerbuild.example', 'Construction'],
  ['Nimbus Cloud', 'nimbuscloud.example', 'Software'],
] as const;
const positions = [
  'Head of Sales',
  'Operations Director',
  'CTO',
  'Procurement Manager',
  'VP Marketing',
  'CFO',
  'Founder & CEO',
  'IT Manager',
];
const sources = ['Website', 'Referral', 'LinkedIn', 'Trade show', 'Cold outreach', 'Webinar'];
const tagSets = [['enterprise'], ['vip', 'renewal'], ['smb'], ['partner'], [], ['inbound'], ['enterprise', 'pilot']];
const dealKinds = ['Annual licence', 'Pilot', 'Expansion', 'Renewal', 'Onboarding package', 'Premium support'];
const taskTitles = [
  ['Call to confirm budget', 'call'],
  ['Send proposal', 'proposal'],
  ['Follow up after demo', 'follow_up'],
  ['Prepare contract draft', 'other'],
  ['Email pricing comparison', 'email'],
  ['Quarterly business review', 'meeting'],
] as const;
const notes = [
  'Interested in the AI scoring; wants a walkthrough with their ops lead.',
  'Budget approved for Q1; legal review takes about two weeks.',
  'Comparing us with two other vendors; price is the main concern.',
  'Asked for references from customers in the same industry.',
  'Champion is moving teams; need a new sponsor.',
];

const dealNotes = [
  'Walked through the proposal; they want a revised quote for 20 seats.',
  'Agreed next steps: security questionnaire, then a call with procurement.',
  'Demo went well; the team asked for a two-week pilot.',
  'Negotiating the payment terms; legal has the contract.',
  'Checked in on the decision timeline; still on track for this quarter.',
];

/** mulberry32: a tiny seeded PRNG, so the demo is the same on every machine. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const dayMs = 86_400_000;
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export interface DemoContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  industry: string;
  position: string;
  status: 'lead' | 'prospect' | 'customer' | 'churned';
  interest: 'hot' | 'warm' | 'medium' | 'low' | 'cold';
  source: string;
  tags: string[];
  leadScore: number;
  createdAt: Date;
  lastContactAt: Date | null;
  owner: number;
}

export interface DemoDeal {
  title: string;
  contact: number;
  value: number;
  /** Index into the default pipeline's stages (0–2 open, 3 won, 4 lost). */
  stage: number;
  /** The rep's own estimate, around the stage's default (100 won, 0 lost). */
  probability: number;
  createdAt: Date;
  /** The last change to the deal (its latest stage move for an open deal, the close for a closed one). */
  updatedAt: Date;
  closedOn: string | null;
  expectedClose: string;
  owner: number;
}

export interface DemoTask {
  title: string;
  type: (typeof taskTitles)[number][1];
  contact: number;
  due: string;
  completed: boolean;
  priority: 'high' | 'medium' | 'low';
  owner: number;
}

export interface DemoAppointment {
  title: string;
  type: 'call' | 'demo' | 'presentation' | 'other';
  contact: number;
  startsAt: Date;
  owner: number;
}

export interface DemoNote {
  contact: number;
  /** Index into the deals, for a call about one. */
  deal: number | null;
  body: string;
  kind: 'note' | 'call';
  at: Date;
}

export function demoWorkspace(today: Date, owners: number, seed = 42) {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const daysAgo = (days: number) => new Date(today.getTime() - days * dayMs - between(0, 8) * 3_600_000);
  const owner = () => between(0, Math.max(0, owners - 1));

  const contacts: DemoContact[] = Array.from({ length: 60 }, (_, i) => {
    const firstName = firstNames[i % firstNames.length]!;
    const lastName = lastNames[(i * 7) % lastNames.length]!;
    const [company, domain, industry] = companies[i % companies.length]!;
    const leadScore = between(12, 98);
    const createdAt = daysAgo(between(1, 120));
    return {
      firstName,
      lastName,
      email: `${firstName}.${lastName}${i >= 20 ? i : ''}@${domain}`.toLowerCase(),
      phone: `+1 555 01${String(i).padStart(2, '0')} ${between(1000, 9999)}`,
      company,
      industry,
      position: pick(positions),
      status: leadScore > 80 ? 'customer' : leadScore > 55 ? 'prospect' : i % 13 === 0 ? 'churned' : 'lead',
      interest: leadScore > 85 ? 'hot' : leadScore > 65 ? 'warm' : leadScore > 40 ? 'medium' : pick(['low', 'cold']),
      source: pick(sources),
      tags: [...pick(tagSets)],
      leadScore,
      createdAt,
      lastContactAt: next() < 0.8 ? new Date(Math.max(createdAt.getTime(), daysAgo(between(0, 30)).getTime())) : null,
      owner: owner(),
    };
  });

  // Open deals are worked: most were touched in the last few days, a few have gone quiet (one or
  // two stuck past 14 days), and their age and probability sit where a healthy quarter has them.
  const openProbability = [
    [35, 55],
    [50, 70],
    [70, 90],
  ] as const;
  const idleDays = () => {
    const roll = next();
    return roll < 0.6 ? between(0, 2) : roll < 0.85 ? between(3, 7) : between(8, 20);
  };
  const deals: DemoDeal[] = Array.from({ length: 42 }, (_, i) => {
    const contact = (i * 5) % contacts.length;
    const stage = i < 9 ? 3 : i < 14 ? 4 : i % 3;
    const closedDeal = stage >= 3;
    const age = closedDeal ? between(20, 110) : between(4, 50);
    const closedAgo = closedDeal ? between(0, Math.min(age - 1, 89)) : null;
    const idle = closedAgo ?? Math.min(age, idleDays());
    const [low, high] = openProbability[stage] ?? [0, 0];
    return {
      title: `${contacts[contact]!.company}: ${pick(dealKinds)}`,
      contact,
      value: between(12, 180) * 500,
      stage,
      probability: stage === 3 ? 100 : stage === 4 ? 0 : between(low, high),
      createdAt: daysAgo(age),
      updatedAt: closedDeal ? new Date(today.getTime() - idle * dayMs) : daysAgo(idle),
      closedOn: closedAgo === null ? null : isoDay(new Date(today.getTime() - closedAgo * dayMs)),
      expectedClose: isoDay(new Date(today.getTime() + between(5, 75) * dayMs)),
      owner: owner(),
    };
  });

  const tasks: DemoTask[] = Array.from({ length: 18 }, (_, i) => {
    const [title, type] = taskTitles[i % taskTitles.length]!;
    const offset = between(-6, 14);
    return {
      title,
      type,
      contact: (i * 3) % contacts.length,
      due: isoDay(new Date(today.getTime() + offset * dayMs)),
      completed: offset < -2 && i % 2 === 0,
      priority: pick(['high', 'medium', 'low'] as const),
      owner: owner(),
    };
  });

  const appointments: DemoAppointment[] = Array.from({ length: 8 }, (_, i) => {
    const start = new Date(today.getTime() + between(-5, 12) * dayMs);
    start.setUTCHours(between(9, 16), i % 2 ? 30 : 0, 0, 0);
    return {
      title: `${pick(['Discovery call', 'Product demo', 'Pricing review', 'Kick-off'])} with ${contacts[(i * 7) % contacts.length]!.firstName}`,
      type: pick(['call', 'demo', 'presentation', 'other'] as const),
      contact: (i * 7) % contacts.length,
      startsAt: start,
      owner: owner(),
    };
  });

  // Notes and calls over the last three weeks, and one on each open deal when it was last worked.
  const activity: DemoNote[] = [
    ...Array.from({ length: 30 }, (_, i) => ({
      contact: (i * 2) % contacts.length,
      deal: null,
      body: pick(notes),
      kind: i % 3 === 0 ? ('call' as const) : ('note' as const),
      at: daysAgo(between(0, 21)),
    })),
    ...deals.flatMap((d, i) =>
      d.stage < 3
        ? [{ contact: d.contact, deal: i, body: pick(dealNotes), kind: 'call' as const, at: d.updatedAt }]
        : [],
    ),
  ];

  return { contacts, deals, tasks, appointments, activity };
}
