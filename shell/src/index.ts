// The async boundary: shared modules are negotiated before anything uses them (ARCHITECTURE §2.1).
void import('./bootstrap');
