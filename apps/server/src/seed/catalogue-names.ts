/** Word lists for product names such as "Arch Fit Glide - Summer Breeze" (invented, brand-neutral). */
export const footwearFamiliesByType: Record<string, readonly string[]> = {
  Sneaker: ['Street Flex', 'Uptown Court', 'Retro Sprint', 'City Pulse'],
  Running: ['Pace Runner', 'Max Rebound', 'Hyper Pulse', 'Ultra Bounce'],
  Walking: ['Arch Fit', 'Cloud Step', 'Comfort Glide', 'Easy Stride', 'Metro Walk'],
  'Slip-On': ['Harbor Slip', 'Easy Entry', 'Flex Breeze'],
  Trail: ['Trail Ridge', 'Terra Grip'],
  Hiking: ['Summit Trek', 'Ridge Line'],
  Boot: ['Iron Ridge', 'Lodge', 'Frost Peak'],
  Sandal: ['Vista', 'Coast Walker', 'Sun Drift'],
  Clog: ['Cozy Clog', 'Garden Step'],
  Work: ['Work Shield', 'Iron Tread', 'Site Pro'],
  Slipper: ['Cozy Lodge', 'Fireside'],
  Casual: ['Uptown Loafer', 'Harbor Casual', 'Weekend Oxford'],
};
export const kidsFamilies = ['Glow Kicks', 'Tiny Steps', 'Light Storm', 'Twinkle Sparks', 'Power Jump'] as const;
export const modelWords = [
  'Glide',
  'Flow',
  'Prime',
  'Elite',
  'Lite',
  'Pro',
  '2.0',
  'Max',
  'Sport',
  'Classic',
  'Plus',
  'Evo',
];

export const nameAdjectives = [
  'Summer',
  'Urban',
  'Coastal',
  'Morning',
  'Bright',
  'Silver',
  'Wild',
  'Quiet',
  'Bold',
  'Golden',
  'Midnight',
  'Easy',
  'Electric',
  'Fresh',
  'Sunny',
  'Misty',
  'Crisp',
  'Open',
  'True',
  'Swift',
];
export const nameNouns = [
  'Breeze',
  'Edge',
  'Drift',
  'Horizon',
  'Path',
  'Trail',
  'Wave',
  'Spark',
  'Bloom',
  'Ridge',
  'Harbor',
  'Glow',
  'Pulse',
  'Step',
  'Journey',
  'Sky',
  'Stone',
  'Current',
  'Vibe',
  'Motion',
];

export const apparelPrefixes = [
  'Everyday',
  'Pulse',
  'Cloud Fleece',
  'Heritage',
  'Studio',
  'Flex Motion',
  'Trailhead',
  'Weekend',
  'Go Dry',
  'Core Logo',
];

export const popThemes = [
  'Arch Fit',
  'Brand Logo',
  'Light-Up Kids',
  'Comfort Technology',
  'Spring Campaign',
  'Fall Campaign',
  'Work Collection',
  'Performance Running',
];

export const footwearFeatures = [
  'Arch support insole',
  'Air-cooled memory foam insole',
  'Machine washable',
  'Lightweight cushioned midsole',
  'Flexible traction outsole',
  'Breathable mesh lining',
  'Removable insole',
  'Hands-free slip-in entry',
  'Podiatrist certified',
  'Recycled materials',
  'Water-repellent treatment',
];
export const workFeatures = ['Slip-resistant outsole', 'Composite safety toe', 'Electrical hazard safe'];
export const apparelFeatures = [
  'Moisture-wicking',
  'Four-way stretch',
  'UPF 50 sun protection',
  'Anti-odor finish',
  'Zip pockets',
  'Brushed fleece interior',
  'Reflective details',
  'Relaxed fit',
  'Tagless comfort',
];
export const popFeatures = [
  'Ships flat',
  'Tool-free assembly',
  'Double-sided print',
  'Reusable',
  'Weighted base',
  'Recyclable',
];

export const outsoleKinds = ['Flex-groove rubber', 'Lug rubber', 'Gum rubber', 'Cushioned EVA', 'Traction rubber'];
export const constructions = ['Cemented', 'Strobel', 'Injection-molded', 'Vulcanized'];

export const styleNotes = [
  'Strong reorder history in the third quarter.',
  'Hero style of the seasonal campaign.',
  'Limited run: confirm quantities with your sales rep.',
  'Replaces last season style; same last and fit.',
  'Key item for family footwear accounts.',
  'Fits half a size small; advise customers to size up.',
];
export const colorNotes = [
  'Best-selling colourway last season.',
  'New colour for this season.',
  'Matches the seasonal window display.',
  'Online exclusive in some regions.',
  'Limited fabric: allocate early.',
];
export const collectionNotes = [
  'Feature on the front table.',
  'Pair with the matching apparel.',
  'Order with the floor display.',
  'Top 10 in our stores last year.',
];
export const labels = ['Top Seller', 'New Arrival', 'Exclusive', 'Online Only', 'Limited Edition'];
