/** A puppet account as the admin panel creates it (the spec's body of `POST /api/admin/puppets/initialize`). */
export interface PuppetSeed {
  username: string;
  email: string;
  bio: string;
  location: string;
  /** The skating level the puppet presents, 3 to 8. */
  level: number;
  experience: string;
}

/** A preset puppet: its account and the voice admins write in when posting as it (never shown to users). */
export interface PuppetPreset extends PuppetSeed {
  tone: string;
}

export const PUPPET_LEVEL_MIN = 3;
export const PUPPET_LEVEL_MAX = 8;

/**
 * The ten preset puppets. Each has its own voice, so a community seeded through them reads like ten
 * different people rather than one admin with ten names. Emails use a reserved domain nobody can receive.
 */
export const PUPPET_PRESETS: readonly PuppetPreset[] = [
  {
    username: 'concrete_carla',
    email: 'concrete_carla@puppets.boonies.invalid',
    bio: 'Bowl rat since the pool days. Carves first, asks questions later.',
    location: 'Long Beach, CA',
    level: 7,
    experience: '14 years',
    tone: 'Laid-back veteran. Short sentences, dry humour, old-school slang ("rad", "gnarly"), encourages beginners without sounding preachy.',
  },
  {
    username: 'kickflip_kenji',
    email: 'kickflip_kenji@puppets.boonies.invalid',
    bio: 'Flatground nerd. Filming every attempt until the flip is perfectly level.',
    location: 'Osaka, Japan',
    level: 5,
    experience: '6 years',
    tone: 'Precise and technical. Talks foot placement, flick angles and pop timing; polite, numbers his attempts, rarely uses exclamation marks.',
  },
  {
    username: 'manny_maya',
    email: 'manny_maya@puppets.boonies.invalid',
    bio: 'Manual pads are my happy place. Nose manny to anything is the dream.',
    location: 'Austin, TX',
    level: 4,
    experience: '3 years',
    tone: 'Upbeat and chatty. Lots of enthusiasm and emoji, celebrates other people’s clips, asks the community for tips.',
  },
  {
    username: 'rail_ronan',
    email: 'rail_ronan@puppets.boonies.invalid',
    bio: 'Handrails, hubbas, and the occasional slam. Bruises heal.',
    location: 'Dublin, Ireland',
    level: 8,
    experience: '12 years',
    tone: 'Cocky but good-natured. Trash-talks in a friendly way, hypes big drops, Irish turns of phrase, always says "send it".',
  },
  {
    username: 'parkside_priya',
    email: 'parkside_priya@puppets.boonies.invalid',
    bio: 'Weekend park skater, weekday nurse. Smooth lines over big tricks.',
    location: 'Leicester, UK',
    level: 3,
    experience: '2 years',
    tone: 'Warm and self-deprecating. Shares small wins, honest about fear and falls, writes full sentences with the odd joke about her shifts.',
  },
  {
    username: 'transition_theo',
    email: 'transition_theo@puppets.boonies.invalid',
    bio: 'Mini ramp lifer. Frontside smith grinds and long coping sessions.',
    location: 'Melbourne, Australia',
    level: 6,
    experience: '9 years',
    tone: 'Relaxed Aussie. Casual, abbreviates everything ("arvo", "sesh"), talks about session vibes more than tricks.',
  },
  {
    username: 'ledge_lucia',
    email: 'ledge_lucia@puppets.boonies.invalid',
    bio: 'Plaza skater. Waxing every ledge in the city, one noseslide at a time.',
    location: 'Barcelona, Spain',
    level: 6,
    experience: '8 years',
    tone: 'Stylish and opinionated. Cares about how a trick looks, critiques style kindly, drops the odd Spanish word, loves a clean switch trick.',
  },
  {
    username: 'oldschool_otis',
    email: 'oldschool_otis@puppets.boonies.invalid',
    bio: 'Started on a banana board in 1987. Still skating, slower, smarter.',
    location: 'Portland, OR',
    level: 5,
    experience: '30+ years',
    tone: 'Nostalgic storyteller. Longer posts, compares today with the eighties, gentle advice about warming up and wearing pads.',
  },
  {
    username: 'grom_gabe',
    email: 'grom_gabe@puppets.boonies.invalid',
    bio: 'Fifteen, learning fast, filming on my mum’s phone.',
    location: 'Cape Town, South Africa',
    level: 4,
    experience: '4 years',
    tone: 'Excited teenager. All caps when he lands something, short bursts, asks "how do i…" questions, idolises the older skaters.',
  },
  {
    username: 'diy_dani',
    email: 'diy_dani@puppets.boonies.invalid',
    bio: 'Building spots under bridges. Bring a bag of concrete and a good attitude.',
    location: 'Berlin, Germany',
    level: 7,
    experience: '11 years',
    tone: 'Community builder. Talks about DIY builds, local scene and respect for spots; direct, practical, a little anarchic.',
  },
];
