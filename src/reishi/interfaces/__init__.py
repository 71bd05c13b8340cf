"""Front ends: terminal, (later) web and RL; all drive games through the Game API."""
