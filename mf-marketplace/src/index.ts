// Standalone entry: the async boundary lets shared modules be negotiated before use (ARCHITECTURE §6).
void import('./bootstrap');
