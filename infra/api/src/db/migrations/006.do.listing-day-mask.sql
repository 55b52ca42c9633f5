-- Sorting listings by how many wanted days they cover (sort=days, spec §4 beyond) reads one small
-- integer per row instead of looking into its JSON: bit k is DAYS[k] (Monday = bit 0).
ALTER TABLE job_posts ADD COLUMN day_mask smallint GENERATED ALWAYS AS ((
    (CASE WHEN (availability ->> 'Monday')::boolean THEN 1 ELSE 0 END) |
    (CASE WHEN (availability ->> 'Tuesday')::boolean THEN 2 ELSE 0 END) |
    (CASE WHEN (availability ->> 'Wednesday')::boolean THEN 4 ELSE 0 END) |
    (CASE WHEN (availability ->> 'Thursday')::boolean THEN 8 ELSE 0 END) |
    (CASE WHEN (availability ->> 'Friday')::boolean THEN 16 ELSE 0 END) |
    (CASE WHEN (availability ->> 'Saturday')::boolean THEN 32 ELSE 0 END) |
    (CASE WHEN (availability ->> 'Sunday')::boolean THEN 64 ELSE 0 END)
  )::smallint) STORED;
ALTER TABLE worker_posts ADD COLUMN day_mask smallint GENERATED ALWAYS AS ((
    (CASE WHEN (availability ->> 'Monday')::boolean THEN 1 ELSE 0 END) |
    (CASE WHEN (availability ->> 'Tuesday')::boolean THEN 2 ELSE 0 END) |
    (CASE WHEN (availability ->> 'Wednesday')::boolean THEN 4 ELSE 0 END) |
    (CASE WHEN (availability ->> 'Thursday')::boolean THEN 8 ELSE 0 END) |
    (CASE WHEN (availability ->> 'Friday')::boolean THEN 16 ELSE 0 END) |
    (CASE WHEN (availability ->> 'Saturday')::boolean THEN 32 ELSE 0 END) |
    (CASE WHEN (availability ->> 'Sunday')::boolean THEN 64 ELSE 0 END)
  )::smallint) STORED;
