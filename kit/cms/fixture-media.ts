// Files the fixtures point at. Storybook serves them from .storybook/media (the site serves CMS files
// at /media/:id): a 1600×900 picture, a two-second WebM and its WebVTT captions.
export const FIXTURE_IMAGE = { id: '8d0c2f4e-5b1a-4c3d-9e7f-1a2b3c4d5e6f', width: 1600, height: 900 };
export const FIXTURE_VIDEO = { id: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f', type: 'video/webm' };
export const FIXTURE_CAPTIONS = { id: 'd2e3f4a5-b6c7-4d8e-9f0a-1b2c3d4e5f60', type: 'text/vtt' };

/** Partner logos (640×160 wordmarks of made-up organisations), named by their file titles. */
export const FIXTURE_LOGOS = [
  { id: '1a000000-0000-4000-8000-000000000001', width: 640, height: 160, title: 'Northbay Utilities' },
  { id: '1a000000-0000-4000-8000-000000000002', width: 640, height: 160, title: 'Ville de Rivière-Claire' },
  { id: '1a000000-0000-4000-8000-000000000003', width: 640, height: 160, title: 'Maple Energy Co-op' },
  { id: '1a000000-0000-4000-8000-000000000004', width: 640, height: 160, title: 'Cedar County' },
  { id: '1a000000-0000-4000-8000-000000000005', width: 640, height: 160, title: 'Greenhome Alliance' },
];

/** The folder of partner logos the seeded logo walls show (a fixed id, so seeds can name it). */
export const SEED_LOGO_FOLDER = '1a000000-0000-4000-8000-0000000000f0';
