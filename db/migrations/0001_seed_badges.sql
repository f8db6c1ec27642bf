-- Decision D3: the badge catalog. Icons are lucide icon names.
INSERT INTO "badges" ("slug", "name", "description", "icon", "xp_threshold") VALUES
  ('first-steps', 'First Steps', 'Earn your first 10 XP', 'footprints', 10),
  ('warming-up', 'Warming Up', 'Reach 50 XP', 'flame', 50),
  ('century', 'Century', 'Reach 100 XP and level 2', 'medal', 100),
  ('rising-creator', 'Rising Creator', 'Reach 250 XP', 'trending-up', 250),
  ('dedicated', 'Dedicated', 'Reach 500 XP, a full weekly goal', 'target', 500),
  ('pro-creator', 'Pro Creator', 'Reach 1,000 XP', 'star', 1000),
  ('content-machine', 'Content Machine', 'Reach 2,500 XP', 'zap', 2500),
  ('legend', 'Legend', 'Reach 5,000 XP', 'crown', 5000)
ON CONFLICT ("slug") DO NOTHING;
