// Standalone entry: the async boundary lets shared modules be negotiated before use (architecture.md#known-pitfalls).
void import('./bootstrap');
