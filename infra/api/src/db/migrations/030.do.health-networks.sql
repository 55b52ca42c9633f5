-- The network a page load came from (a keyed hash of its IPv6 /48 or IPv4 /24, never the address): the
-- canary watch rolls back for failures only when they come from several networks, so that one
-- allocation (a /56 holds 256 IPv6 /64 "browsers") cannot end a release by itself.
ALTER TABLE remote_health ADD COLUMN network text;
